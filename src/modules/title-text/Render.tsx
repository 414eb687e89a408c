import type { Localized } from '#core/i18n/lang.ts';
import type { RenderProps } from '#modules/types.ts';
import type { TitleTextProps } from './schema.ts';

/** What an empty heading shows in the builder and the preview, greyed (it cannot be published). */
export const SAMPLE_HEADING: Localized = { en: 'Your headline here', 'zh-cn': '在此输入标题' };

/** A heading in the chosen colour, alignment, style and size. Static: no JavaScript. */
export function Render({ props, lang }: RenderProps<TitleTextProps>) {
  const sample = props.content === '';
  return (
    <div
      className="lp-title-text"
      style={{ padding: props.padding, background: props.background || undefined }}
    >
      <h2
        className={`lp-title-text__text lp-title-text__text--${props.size} lp-title-text__text--${props.style}${sample ? ' lp-title-text__text--sample' : ''}`}
        style={{ color: props.color, textAlign: props.align }}
      >
        {sample ? SAMPLE_HEADING[lang] : props.content}
      </h2>
    </div>
  );
}

export default Render;
