import type { RenderProps } from '#modules/types.ts';
import { RENDER_STRINGS } from './render-strings.ts';
import type { RichTextProps } from './schema.ts';

/**
 * The stored HTML. It is only ever HTML that passed the policy in policy.ts: the settings form
 * cleans every change with DOMPurify and the save handler cleans again with js-xss, so
 * stored documents hold nothing else. Static: no JavaScript.
 */
export function Render({ props, mode, lang }: RenderProps<RichTextProps>) {
  const style = { padding: props.padding, background: props.background || undefined };
  if (props.content.trim() === '' && mode === 'builder') {
    return (
      <div className="lp-rich-text lp-rich-text--empty" style={style}>
        {RENDER_STRINGS[lang].empty}
      </div>
    );
  }
  return (
    <div
      className="lp-rich-text"
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on every change (DOMPurify) and again on save (js-xss), same allowlist
      dangerouslySetInnerHTML={{ __html: props.content }}
    />
  );
}

export default Render;
