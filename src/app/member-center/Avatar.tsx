import { siteAssetUrl } from '#app/stores/site-config.ts';

/** The member's avatar, or the first letter of their name on a tinted disc when none is set. */
export function Avatar({
  src,
  name,
  alt,
  size = 64,
}: {
  readonly src: string;
  readonly name: string;
  readonly alt: string;
  readonly size?: number;
}) {
  if (src) {
    return (
      <img
        className="mc-avatar"
        src={siteAssetUrl(src)}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  return (
    <span
      className="mc-avatar mc-avatar--letter"
      role="img"
      aria-label={alt}
      style={{ width: size, height: size }}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
