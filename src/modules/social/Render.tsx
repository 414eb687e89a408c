import { type CSSProperties, useEffect, useState } from 'react';
import { safeWebUrl } from '#core/contact-links.ts';
import { BrandIcon } from '#modules/shared/BrandIcon.tsx';
import { BRANDS } from '#modules/shared/brands.ts';
import { RENDER_STRINGS } from '#modules/social/render-strings.ts';
import type { SocialProps } from '#modules/social/schema.ts';
import type { RenderProps } from '#modules/types.ts';

const BUTTON_PX = { small: 36, medium: 44, large: 56 } as const;

/**
 * Social profile links. Inline it is a plain link list; floating (preview and published) it is a
 * bar at the left or right edge, and once scripts run a toggle lets visitors fold it away.
 */
export function Render({ props, mode, lang }: RenderProps<SocialProps>) {
  const floating = props.position !== 'inline' && mode !== 'builder';
  // On a published page the island hydrates when the visitor first touches the bar, and a press
  // of the toggle before that is replayed (client:interaction), so the toggle shows from the start.
  const [ready, setReady] = useState(mode === 'published');
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setReady(true), []);

  const size = BUTTON_PX[props.size];
  const radius =
    props.shape === 'circle' ? '50%' : props.shape === 'square' ? '0' : `${props.borderRadius}px`;
  const style = {
    '--lp-so-size': `${size}px`,
    '--lp-so-gap': `${props.spacing}px`,
    '--lp-so-radius': props.showLabels && props.shape === 'circle' ? `${size / 2}px` : radius,
    '--lp-so-x': `${props.offsetX}px`,
    '--lp-so-y': `${props.offsetY}px`,
    zIndex: floating ? props.zIndex : undefined,
  } as CSSProperties;
  const side = props.position === 'float-left' ? 'left' : 'right';
  const classes = [
    'lp-social',
    `lp-social--${props.layout}`,
    `lp-social--hover-${props.hoverEffect}`,
    props.showLabels ? 'lp-social--labels' : '',
    floating ? `lp-social--floating lp-social--${side}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const links = props.platforms.flatMap((platform, index) => {
    const href = safeWebUrl(platform.url);
    if (!platform.enabled || (href === null && mode !== 'builder')) return [];
    const brand = BRANDS[platform.platform];
    const label = platform.label || brand.name[lang];
    const itemStyle = { '--lp-so-bg': brand.color, '--lp-so-ink': brand.ink } as CSSProperties;
    const content = (
      <>
        <BrandIcon name={platform.platform} size={props.iconSize} />
        {props.showLabels ? <span className="lp-social__label">{label}</span> : null}
      </>
    );
    return [
      // biome-ignore lint/suspicious/noArrayIndexKey: platforms have no id; their order is their identity
      <li key={index} className="lp-social__item">
        {href ? (
          <a
            className="lp-social__link"
            style={itemStyle}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={props.showLabels ? undefined : label}
            title={label}
          >
            {content}
          </a>
        ) : (
          <span className="lp-social__link lp-social__link--unfinished" style={itemStyle} title={label}>
            {content}
          </span>
        )}
      </li>,
    ];
  });

  return (
    <div className={classes} style={style} data-lp-module="social">
      {mode === 'builder' && props.position !== 'inline' ? (
        <p className="lp-social__note">{RENDER_STRINGS.floatingNote[lang]}</p>
      ) : null}
      {floating ? (
        <button
          type="button"
          className="lp-social__toggle"
          hidden={!ready}
          aria-expanded={!collapsed}
          aria-label={collapsed ? RENDER_STRINGS.show[lang] : RENDER_STRINGS.hide[lang]}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{collapsed === (side === 'right') ? '‹' : '›'}</span>
        </button>
      ) : null}
      <nav aria-label={RENDER_STRINGS.listLabel[lang]} hidden={collapsed}>
        <ul className="lp-social__list">{links}</ul>
      </nav>
      {/* The floating bar's last child: until the page's HTML has arrived this far the bar takes no
          box (social.css), so a frame drawn mid-way never shows it growing from the screen's edge. */}
      {floating ? <span className="lp-social__end" hidden /> : null}
    </div>
  );
}
