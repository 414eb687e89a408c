import type { ReactNode } from 'react';

/**
 * The frame of the app's stroke icons (24×24, 2 px round strokes in the text's colour). Decorative:
 * the controls that hold them carry their own labels.
 */
export function StrokeIcon({
  size,
  className,
  children,
}: {
  readonly size: number;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { readonly size?: number };

export function MenuIcon({ size = 20 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

export function MoonIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </StrokeIcon>
  );
}

export function SunIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

export function GlobeIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </StrokeIcon>
  );
}
