import { useId } from 'react';
import { trackingAttributes } from '#modules/shared/render-kit.ts';
import type { RenderProps } from '#modules/types.ts';
import { RENDER_STRINGS } from './render-strings.ts';
import type { QuestionAnswerProps } from './schema.ts';

/**
 * An FAQ of native <details>/<summary>: works without JavaScript. The accordion style gives its
 * items one shared `name`, which browsers treat as an exclusive group (one open at a time); the
 * list style opens every answer. Event tracking marks each summary for the page's pixel script.
 */
export function Render({ props, lang }: RenderProps<QuestionAnswerProps>) {
  const group = `lp-qa-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const accordion = props.style === 'accordion';
  const firstOpen = props.items.findIndex((item) => item.open);
  const tracking = trackingAttributes(props.eventTracking);
  return (
    <section
      className={`lp-qa lp-qa--${props.style}`}
      style={{ padding: props.padding, background: props.background || undefined }}
      aria-label={props.title || undefined}
    >
      {props.title ? (
        <h2 className="lp-qa__title" style={{ color: props.titleColor }}>
          {props.title}
        </h2>
      ) : null}
      {props.items.map((item, index) => (
        <details
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no ids; order is the identity
          key={index}
          className="lp-qa__item"
          style={{ borderColor: props.borderColor }}
          open={accordion ? index === firstOpen : true}
          {...(accordion ? { name: group } : {})}
        >
          <summary className="lp-qa__question" style={{ color: props.questionColor }} {...tracking}>
            {item.question || RENDER_STRINGS[lang].placeholder}
          </summary>
          <p className="lp-qa__answer" style={{ color: props.answerColor }}>
            {item.answer}
          </p>
        </details>
      ))}
    </section>
  );
}

export default Render;
