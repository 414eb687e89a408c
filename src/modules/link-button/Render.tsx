import { type CSSProperties, useEffect, useRef } from 'react';
import { itemHref } from '#modules/link-button/links.ts';
import { METHOD_NAMES, RENDER_STRINGS } from '#modules/link-button/render-strings.ts';
import type { LinkButtonItem, LinkButtonProps } from '#modules/link-button/schema.ts';
import { BrandIcon } from '#modules/shared/BrandIcon.tsx';
import { isBrandKey } from '#modules/shared/brands.ts';
import { opensNewWindow } from '#modules/shared/channels.ts';
import { animationClass, trackingAttributes } from '#modules/shared/render-kit.ts';
import { SHARED_RENDER_STRINGS } from '#modules/shared/render-strings.ts';
import type { RenderProps } from '#modules/types.ts';

/**
 * Link buttons (text or picture) opening a website, a call or a chat app. Plain links first; when
 * fixed (preview and published only) the bar is pinned to the top or bottom, and on the published
 * page an effect pads the body by the bar's height so it never hides the page's own content.
 */
export function Render({ props, mode, lang }: RenderProps<LinkButtonProps>) {
  const fixed = props.fixed && mode !== 'builder';
  const bar = useRef<HTMLElement>(null);
  const edge = props.fixedPosition;

  // On the published page, pad the body at the bar's edge by the bar's height so it never hides content.
  useEffect(() => {
    const element = bar.current;
    if (!fixed || !element) return;
    // The published page pins the bar with position: sticky at the page's start or end (no script
    // needed, nothing hidden); only a bar that is really position: fixed pads the body.
    if (getComputedStyle(element).position !== 'fixed') return;
    const side = edge === 'top' ? 'paddingTop' : 'paddingBottom';
    const body = document.body;
    const before = body.style[side];
    const apply = () => {
      body.style[side] = `${element.offsetHeight}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style[side] = before;
    };
  }, [fixed, edge]);

  const tracking = trackingAttributes(props.eventTracking);
  const animation = animationClass(props.animation);
  const style = {
    '--lp-lb-bg': props.backgroundColor,
    '--lp-lb-title': props.titleColor,
    '--lp-lb-subtitle': props.subtitleColor,
    '--lp-lb-icon': props.iconColor,
  } as CSSProperties;

  const titleOf = (item: LinkButtonItem) => {
    if (item.title) return item.title;
    if (item.action === 'link') return RENDER_STRINGS.defaultLink[lang];
    if (item.action === 'call') return RENDER_STRINGS.defaultCall[lang];
    return RENDER_STRINGS.defaultChat[lang].replace('{method}', METHOD_NAMES[item.method][lang]);
  };

  const list = (
    <ul className="lp-link-button__list">
      {props.items.map((item, index) => {
        const href = itemHref(item);
        if (href === null && mode !== 'builder') return null;
        const content =
          props.linkType === 'image' ? (
            item.image ? (
              <img
                className="lp-link-button__image"
                src={item.image}
                alt={titleOf(item)}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="lp-link-button__placeholder">{RENDER_STRINGS.image[lang]}</span>
            )
          ) : (
            <>
              {isBrandKey(item.icon) ? (
                <span className="lp-link-button__icon">
                  <BrandIcon name={item.icon} size={24} />
                </span>
              ) : null}
              <span className="lp-link-button__text">
                <span className="lp-link-button__title">{titleOf(item)}</span>
                {item.subtitle ? <span className="lp-link-button__subtitle">{item.subtitle}</span> : null}
              </span>
            </>
          );
        const className = `lp-link-button__button lp-link-button__button--${props.linkType}${animation ? ` ${animation}` : ''}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their order is their identity
          <li key={index} className="lp-link-button__item">
            {href ? (
              <a
                className={className}
                href={href}
                {...(opensNewWindow(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...tracking}
              >
                {content}
              </a>
            ) : (
              <span
                className={`${className} lp-link-button__button--unfinished`}
                title={RENDER_STRINGS.unfinished[lang]}
              >
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );

  if (fixed) {
    return (
      <div className="lp-link-button lp-link-button--fixed-slot" style={style} data-lp-module="link-button">
        <nav
          ref={bar}
          className={`lp-link-button__bar lp-link-button__bar--${props.fixedPosition}`}
          aria-label={RENDER_STRINGS.listLabel[lang]}
        >
          {list}
        </nav>
      </div>
    );
  }
  return (
    <nav
      className="lp-link-button"
      style={style}
      aria-label={RENDER_STRINGS.listLabel[lang]}
      data-lp-module="link-button"
    >
      {props.fixed ? (
        <p className="lp-link-button__badge">{SHARED_RENDER_STRINGS.fixedPreviewBadge[lang]}</p>
      ) : null}
      {list}
    </nav>
  );
}
