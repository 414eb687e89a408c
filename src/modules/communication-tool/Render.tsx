import type { CSSProperties } from 'react';
import { CONTACT_NAMES } from '#core/contact-links.ts';
import { RENDER_STRINGS } from '#modules/communication-tool/render-strings.ts';
import type { CommunicationToolProps } from '#modules/communication-tool/schema.ts';
import { itemHref } from '#modules/communication-tool/schema.ts';
import { BrandIcon } from '#modules/shared/BrandIcon.tsx';
import { BRANDS, readableInk } from '#modules/shared/brands.ts';
import { CONTACT_ICON, opensNewWindow } from '#modules/shared/channels.ts';
import { trackingAttributes } from '#modules/shared/render-kit.ts';
import type { RenderProps } from '#modules/types.ts';

/**
 * Contact buttons, one per item, as plain links (no script): WhatsApp, Telegram, Messenger… deep
 * links built by src/core/contact-links.ts. Items whose link cannot be built are left out on
 * published pages and shown dimmed in the builder.
 */
export function Render({ props, mode, lang }: RenderProps<CommunicationToolProps>) {
  const tracking = trackingAttributes(props.eventTracking);
  const brandColours = props.colorType === 'brand' || props.buttonType === 'brand';
  const iconOnly = props.buttonType === 'icon';
  return (
    <nav
      className={`lp-communication-tool lp-communication-tool--${props.buttonType} lp-communication-tool--${props.buttonStyle}`}
      aria-label={RENDER_STRINGS.listLabel[lang]}
      data-lp-module="communication-tool"
    >
      <ul className="lp-communication-tool__list">
        {props.items.map((item, index) => {
          const href = itemHref(item);
          if (href === null && mode !== 'builder') return null;
          const brand = BRANDS[CONTACT_ICON[item.channel]];
          const background = brandColours ? brand.color : props.backgroundColor;
          const style = {
            '--lp-ct-bg': background,
            '--lp-ct-text': brandColours ? readableInk(brand.color) : props.textColor,
            '--lp-ct-icon': brandColours ? readableInk(brand.color) : props.iconColor,
          } as CSSProperties;
          const label = item.label || CONTACT_NAMES[item.channel][lang];
          const content = (
            <>
              <span className="lp-communication-tool__icon">
                <BrandIcon name={CONTACT_ICON[item.channel]} size={iconOnly ? 26 : 22} />
              </span>
              {iconOnly ? null : <span className="lp-communication-tool__label">{label}</span>}
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their order is their identity
            <li key={index} className="lp-communication-tool__item">
              {href ? (
                <a
                  className="lp-communication-tool__button"
                  style={style}
                  href={href}
                  {...(opensNewWindow(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  aria-label={iconOnly ? label : undefined}
                  title={iconOnly ? label : undefined}
                  {...tracking}
                >
                  {content}
                </a>
              ) : (
                <span
                  className="lp-communication-tool__button lp-communication-tool__button--unfinished"
                  style={style}
                  title={RENDER_STRINGS.unfinished[lang]}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
