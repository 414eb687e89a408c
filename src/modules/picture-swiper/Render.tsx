import { type CSSProperties, useEffect, useRef } from 'react';
import { format } from '#core/i18n/lang.ts';
import type { RenderProps } from '#modules/types.ts';
import { ratioSize } from './ratio.ts';
import { RENDER_STRINGS } from './render-strings.ts';
import type { PictureSwiperProps } from './schema.ts';

/**
 * A carousel. The markup holds every picture (lazy below the first) and a static pagination, so
 * the first slide shows without JavaScript and nothing shifts; in preview and on published pages
 * an effect imports `swiper` on demand and brings the slides to life. The builder keeps the static
 * view, so taps select the module.
 */
export function Render({ props, mode, lang }: RenderProps<PictureSwiperProps>) {
  const root = useRef<HTMLElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const t = RENDER_STRINGS[lang];
  const { width, height } = ratioSize(props.ratio);
  const count = props.pictures.length;
  // Remount when the options change: swiper owns the DOM it initialised.
  const key = JSON.stringify(props);

  useEffect(() => {
    if (mode === 'builder' || !root.current || count < 2) return;
    const element = root.current;
    let destroyed = false;
    let instance: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | undefined;
    void (async () => {
      const modules = await import('./swiper-setup.ts');
      const { Swiper } = modules;
      const effect = props.swiperStyle === 'default' ? 'slide' : props.swiperStyle;
      const extra = effect === 'slide' ? [] : [await modules.effectModule(effect)];
      if (destroyed) return;
      // On a published page the slides scroll natively until swiper starts (page CSS): carry on
      // from the slide the visitor reached, and hand the scrolling over to swiper.
      const track = element.querySelector<HTMLElement>('.lp-picture-swiper__track');
      const reached = track && track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
      if (track) track.scrollLeft = 0;
      instance = new Swiper(element, {
        initialSlide: Math.min(Math.max(reached, 0), count - 1),
        modules: [modules.A11y, modules.Keyboard, modules.Pagination, ...extra],
        effect,
        ...(effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
        grabCursor: true,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: {
          prevSlideMessage: t.previous,
          nextSlideMessage: t.next,
          paginationBulletMessage: t.goTo,
          slideLabelMessage: t.slideLabel,
          containerRoleDescriptionMessage: t.carousel,
          itemRoleDescriptionMessage: t.slide,
        },
        ...(props.paginationStyle === 'none' || !pagination.current
          ? {}
          : { pagination: { el: pagination.current, type: props.paginationStyle, clickable: true } }),
      });
    })();
    return () => {
      destroyed = true;
      instance?.destroy(true, true);
    };
  }, [mode, count, props.swiperStyle, props.paginationStyle, t]);

  return (
    <section
      key={key}
      ref={root}
      className={`lp-picture-swiper swiper lp-picture-swiper--${props.swiperStyle}`}
      style={
        {
          '--swiper-pagination-color': props.paginationColor,
          '--swiper-pagination-progressbar-bg-color': 'rgba(255, 255, 255, 0.35)',
          '--lp-swiper-ratio': `${width} / ${height}`,
        } as CSSProperties
      }
      aria-roledescription={t.carousel}
      aria-label={t.carousel}
    >
      <div className="lp-picture-swiper__track swiper-wrapper">
        {props.pictures.map((picture, index) => {
          const image = picture.image ? (
            <img
              className="lp-picture-swiper__img"
              src={picture.image}
              alt={picture.title}
              width={width}
              height={height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="lp-picture-swiper__empty" aria-hidden="true" />
          );
          const caption = picture.title ? (
            <span
              className="lp-picture-swiper__title"
              style={{ textAlign: props.titleAlign }}
              aria-hidden="true"
            >
              {picture.title}
            </span>
          ) : null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids; order is the identity
              key={index}
              className="lp-picture-swiper__slide swiper-slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={format(t.slideOf, { index: index + 1, count })}
            >
              {picture.url && mode !== 'builder' ? (
                <a
                  className="lp-picture-swiper__link"
                  href={picture.url}
                  target="_blank"
                  rel="noopener nofollow"
                >
                  {image}
                  {caption}
                </a>
              ) : (
                <>
                  {image}
                  {caption}
                </>
              )}
            </div>
          );
        })}
      </div>
      {props.paginationStyle === 'none' ? null : (
        <>
          <div ref={pagination} className={`swiper-pagination lp-picture-swiper__pagination`} />
          <StaticPagination style={props.paginationStyle} count={count} color={props.paginationColor} />
        </>
      )}
    </section>
  );
}

/** What the pagination looks like before swiper starts (and in the builder): the first slide is current. */
function StaticPagination({
  style,
  count,
  color,
}: {
  style: PictureSwiperProps['paginationStyle'];
  count: number;
  color: string;
}) {
  if (style === 'fraction') {
    return (
      <div
        className="lp-picture-swiper__static lp-picture-swiper__static--fraction"
        style={{ color }}
        aria-hidden="true"
      >
        {`1 / ${count}`}
      </div>
    );
  }
  if (style === 'progressbar') {
    return (
      <div className="lp-picture-swiper__static lp-picture-swiper__static--progress" aria-hidden="true">
        <span style={{ width: `${100 / count}%`, background: color }} />
      </div>
    );
  }
  return (
    <div className="lp-picture-swiper__static lp-picture-swiper__static--bullets" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: bullets are positions
        <span key={index} style={index === 0 ? { background: color, opacity: 1 } : undefined} />
      ))}
    </div>
  );
}

export default Render;
