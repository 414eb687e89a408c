import type { RenderProps } from '#modules/types.ts';
import type { TitleTextProps } from './schema.ts';

/** A heading in the chosen colour, alignment, style and size. Static: no JavaScript. */
export function Render({ props }: RenderProps<TitleTextProps>) {
  return (
    <div
      className="lp-title-text"
      style={{ padding: props.padding, background: props.background || undefined }}
    >
      <h2
        className={`lp-title-text__text lp-title-text__text--${props.size} lp-title-text__text--${props.style}`}
        style={{ color: props.color, textAlign: props.align }}
      >
        {props.content}
      </h2>
    </div>
  );
}

export default Render;
