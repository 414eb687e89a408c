import { memo, useEffect, useState } from 'react';
import { iconSymbolId } from '#modules/shared/BrandIcon.tsx';
import type { BrandKey } from '#modules/shared/brands.ts';

/**
 * Every brand icon as an SVG symbol, for the modules' BrandIcon `<use>` on the builder canvas and
 * the preview. The paths load on demand, after the first paint, so they stay out of the builder's
 * first load (BENCHMARKS row 11); until then the icons are blank at their final size. Memoised: the
 * canvas renders again on every move and window change, the sprite's 41 symbols do not.
 */
export const BrandIconSprite = memo(function BrandIconSprite() {
  const [paths, setPaths] = useState<Readonly<Record<BrandKey, string>> | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void import('#modules/shared/brand-paths.ts').then((module) => {
        if (live) setPaths(module.BRAND_PATHS);
      });
    // After the frame showing the canvas is painted, once the main thread is idle.
    const frame = requestAnimationFrame(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 500 });
      else setTimeout(load, 50);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  if (!paths) return null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {(Object.entries(paths) as [BrandKey, string][]).map(([name, path]) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          <path d={path} />
        </symbol>
      ))}
    </svg>
  );
});
