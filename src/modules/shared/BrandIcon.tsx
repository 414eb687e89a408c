import { BRANDS, type BrandKey } from '#modules/shared/brands.ts';
import { isImageAddress } from '#modules/shared/render-kit.ts';

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
      <path d={BRANDS[name].path} />
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
