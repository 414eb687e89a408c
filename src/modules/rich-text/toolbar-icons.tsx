import type { ReactNode } from 'react';

/**
 * The rich-text toolbar's icons: stroke drawings in the builder's style (24-unit grid, 2-unit
 * round strokes, currentColor), after Lucide's shapes (ISC licence). Drawn, not typed: emoji and
 * symbol glyphs render as empty boxes on systems without a font that has them.
 */
function stroke(children: ReactNode) {
  return function ToolbarIcon() {
    return (
      <svg
        width={18}
        height={18}
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
}

export const ParagraphIcon = stroke(<path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13" />);
export const BulletListIcon = stroke(<path d="M3 6h.01M3 12h.01M3 18h.01M8 6h13M8 12h13M8 18h13" />);
export const OrderedListIcon = stroke(
  <path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />,
);
export const QuoteIcon = stroke(
  <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2zM5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />,
);
export const AlignLeftIcon = stroke(<path d="M21 6H3M15 12H3M17 18H3" />);
export const AlignCenterIcon = stroke(<path d="M21 6H3M17 12H7M19 18H5" />);
export const AlignRightIcon = stroke(<path d="M21 6H3M21 12H9M21 18H7" />);
export const AlignJustifyIcon = stroke(<path d="M3 6h18M3 12h18M3 18h18" />);
export const LinkIcon = stroke(
  <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
);
export const ImageIcon = stroke(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
  </>,
);
export const ClearColorIcon = stroke(<path d="M4 7V4h16v3M5 20h6M13 4 8 20M15 15l5 5M20 15l-5 5" />);
export const UndoIcon = stroke(<path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />);
export const RedoIcon = stroke(<path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />);
