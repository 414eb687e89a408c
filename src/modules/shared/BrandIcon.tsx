import { createContext, useContext } from 'react';
import type { BrandKey } from '#modules/shared/brands.ts';
import { BRANDS } from '#modules/shared/brands.ts';
import { isImageAddress } from '#modules/shared/render-kit.ts';

/** The id of an icon's <symbol> in the published page's sprite (IconSprite.astro). */
export const iconSymbolId = (name: BrandKey): string => `lp-icon-${name}`;

/**
 * Icon paths to draw inline (the builder provides BRAND_PATHS). Without them, as on a published
 * page, an icon is a `<use>` of the page's sprite: the islands then carry no SVG paths at all.
 */
export const IconPathsContext = createContext<Readonly<Record<BrandKey, string>> | null>(null);

/** A brand or generic icon as inline SVG, decorative (the control around it carries the name). */
export function BrandIcon({
  name,
  size = 24,
  className,
}: {
  name: BrandKey;
  size?: number;
  className?: string;
}) {
  const paths = useContext(IconPathsContext);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {paths ? <path d={paths[name]} /> : <use href={`#${iconSymbolId(name)}`} />}
    </svg>
  );
}

/** An icon by name: a known brand key draws its SVG, an image address draws the image. */
export function ModuleIcon({
  icon,
  size = 24,
  className,
}: {
  icon: string;
  size?: number;
  className?: string;
}) {
  if (Object.hasOwn(BRANDS, icon))
    return <BrandIcon name={icon as BrandKey} size={size} {...(className ? { className } : {})} />;
  if (!isImageAddress(icon)) return null;
  return (
    <img className={className} src={icon} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
