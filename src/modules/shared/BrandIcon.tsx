import type { BrandKey } from '#modules/shared/brands.ts';
import { BRANDS } from '#modules/shared/brands.ts';
import { isImageAddress } from '#modules/shared/render-kit.ts';

/** The id of an icon's <symbol> in its host's sprite (IconSprite.astro, BrandIconSprite.tsx). */
export const iconSymbolId = (name: BrandKey): string => `lp-icon-${name}`;

/**
 * A brand or generic icon, decorative (the control around it carries the name): a `<use>` of the
 * icon's symbol in the sprite its host draws once (a published page: IconSprite.astro with the
 * icons it uses; the builder and preview: BrandIconSprite with all, loaded on demand). Components
 * drawing icons, islands included, so carry no SVG paths in their JavaScript.
 */
export function BrandIcon({
  name,
  size = 24,
  className,
}: {
  name: BrandKey;
  size?: number;
  className?: string;
}) {
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
      <use href={`#${iconSymbolId(name)}`} />
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
