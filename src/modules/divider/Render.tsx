import type { RenderProps } from '#modules/types.ts';
import { DividerGlyph } from './icons.tsx';
import type { DividerProps } from './schema.ts';

/** A separator line: plain, or with text and an icon at the chosen position. Static: no JavaScript. */
export function Render({ props }: RenderProps<DividerProps>) {
  const line = { borderColor: props.color, borderStyle: props.lineStyle };
  const hasContent = props.type === 'text' && (props.text !== '' || props.icon !== 'none');
  if (props.direction === 'vertical') {
    return (
      <div
        className={`lp-divider lp-divider--vertical lp-divider--${props.contentPosition}`}
        style={{ padding: props.padding }}
      >
        <hr className="lp-divider__upright" aria-orientation="vertical" style={line} />
        {hasContent ? (
          <span className="lp-divider__content" style={{ color: props.color }}>
            <DividerGlyph icon={props.icon} size={props.iconSize} color={props.iconColor} />
            {props.text ? <span>{props.text}</span> : null}
          </span>
        ) : null}
      </div>
    );
  }
  if (!hasContent) {
    return (
      <div className="lp-divider" style={{ padding: `${props.padding}px 0` }}>
        <hr className="lp-divider__line lp-divider__line--plain" style={line} />
      </div>
    );
  }
  return (
    <div
      className={`lp-divider lp-divider--text lp-divider--${props.contentPosition}`}
      style={{ padding: `${props.padding}px 0` }}
    >
      <span className="lp-divider__line lp-divider__line--before" style={line} aria-hidden="true" />
      <span className="lp-divider__content" style={{ color: props.color }}>
        <DividerGlyph icon={props.icon} size={props.iconSize} color={props.iconColor} />
        {props.text ? <span>{props.text}</span> : null}
      </span>
      <span className="lp-divider__line lp-divider__line--after" style={line} aria-hidden="true" />
    </div>
  );
}

export default Render;
