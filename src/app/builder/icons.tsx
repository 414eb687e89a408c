import type { ReactNode } from 'react';
import { iconSymbolId } from '#modules/shared/BrandIcon.tsx';
import type { BrandKey } from '#modules/shared/brands.ts';
import type { ModuleType } from '#modules/types.ts';

/**
 * The builder's icon set: stroke icons for the tools, brand marks for the pixels (symbols of the
 * canvas's brand icon sprite, BrandIconSprite.tsx, so no brand paths in the builder's first load).
 */
const STROKE: Record<string, ReactNode> = {
  title: <path d="M5 6V4h14v2M12 4v16M9 20h6" />,
  'picture-swiper': (
    <>
      <rect x="5" y="5" width="14" height="12" rx="2" />
      <path d="M2 8v6M22 8v6M9 20h.01M12 20h.01M15 20h.01" />
    </>
  ),
  'picture-cube': (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="3" width="8" height="8" rx="1" />
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  'rich-text': <path d="M4 6h16M4 10h16M4 14h10M4 18h12" />,
  divider: <path d="M3 12h18M8 7h8M8 17h8" />,
  'communication-tool': (
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM9 11h.01M12 11h.01M15 11h.01" />
  ),
  'link-button': (
    <>
      <rect x="3" y="7" width="18" height="10" rx="5" />
      <path d="M9 12h6" />
    </>
  ),
  'question-answer': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
  'chat-widget': (
    <>
      <circle cx="17" cy="17" r="4" />
      <path d="M3 5h12v7H8l-3 3v-3H3z" />
    </>
  ),
  social: (
    <>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8" />
    </>
  ),
  module: <rect x="4" y="4" width="16" height="16" rx="3" />,
};

const BRANDS: Record<string, BrandKey> = {
  'facebook-pixel': 'facebook',
  'tiktok-pixel': 'tiktok',
  'snapchat-pixel': 'snapchat',
  'reddit-pixel': 'reddit',
};

/** A module's icon by the editor's icon name, else by its type, else a plain square. Decorative. */
export function ModuleIcon({ name, type, size = 20 }: { name: string; type: ModuleType; size?: number }) {
  const brand = BRANDS[name] ?? BRANDS[type];
  if (brand)
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <use href={`#${iconSymbolId(brand)}`} />
      </svg>
    );
  return (
    <svg
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
      {STROKE[name] ?? STROKE[type] ?? STROKE.module}
    </svg>
  );
}

type ToolIconProps = { size?: number };
const tool = (children: ReactNode) =>
  function ToolIcon({ size = 18 }: ToolIconProps) {
    return (
      <svg
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
  };

export const UpIcon = tool(<path d="M12 19V5M6 11l6-6 6 6" />);
export const DownIcon = tool(<path d="M12 5v14M6 13l6 6 6-6" />);
export const CopyIcon = tool(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const TrashIcon = tool(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const HandleIcon = tool(<path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />);
export const UndoIcon = tool(<path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />);
export const RedoIcon = tool(<path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />);
export const PlusIcon = tool(<path d="M12 5v14M5 12h14" />);
export const SlidersIcon = tool(
  <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4" />,
);
