import { createElement, memo, type ReactNode } from 'react';
import { StrokeIcon } from '#app/components/icons.tsx';
import { iconSymbolId } from '#modules/shared/BrandIcon.tsx';
import type { IconShape, PaletteIcon } from '#modules/types.ts';

/**
 * The builder's icon set: stroke icons for the tools, and modules' palette icons as their editor
 * entries describe them (brand marks are symbols of the canvas's brand icon sprite,
 * BrandIconSprite.tsx, so no brand paths in the builder's first load).
 */
/** A plain square, for an icon that draws nothing. */
const FALLBACK: readonly IconShape[] = [['rect', { x: 4, y: 4, width: 16, height: 16, rx: 3 }]];

/** A module's palette icon, as its editor entry describes it (brand mark or stroke shapes). Decorative. */
export function ModuleIcon({ icon, size = 20 }: { icon: PaletteIcon; size?: number }) {
  if ('brand' in icon)
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <use href={`#${iconSymbolId(icon.brand)}`} />
      </svg>
    );
  const shapes = icon.shapes.length > 0 ? icon.shapes : FALLBACK;
  return (
    <StrokeIcon size={size}>
      {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </StrokeIcon>
  );
}

type ToolIconProps = { size?: number };
/** A stroke icon; memoised, so a re-rendered toolbar (a module's, on every move) does not draw it again. */
const tool = (children: ReactNode) =>
  memo(function ToolIcon({ size = 18 }: ToolIconProps) {
    return <StrokeIcon size={size}>{children}</StrokeIcon>;
  });

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
