import type { DividerIcon } from './schema.ts';

/** 24×24 paths of the divider's built-in icons. */
const PATHS: Record<Exclude<DividerIcon, 'none'>, string> = {
  star: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z',
  heart:
    'M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z',
  diamond: 'M12 2l10 10-10 10L2 12z',
  circle: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
  sparkle: 'M12 2l2 8 8 2-8 2-2 8-2-8-8-2 8-2z',
  check: 'M9 16.2l-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z',
};

export function DividerGlyph({ icon, size, color }: { icon: DividerIcon; size: number; color: string }) {
  if (icon === 'none') return null;
  return (
    <svg
      className="lp-divider__icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={color}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
