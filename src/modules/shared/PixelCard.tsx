import type { Lang } from '#core/i18n/lang.ts';
import { BrandIcon } from '#modules/shared/BrandIcon.tsx';
import type { BrandKey } from '#modules/shared/brands.ts';
import { SHARED_RENDER_STRINGS } from '#modules/shared/render-strings.ts';
import type { RenderMode } from '#modules/types.ts';
import './pixel-card.css';

/**
 * What a pixel module shows: nothing on published pages (issue 5 injects the base code), and in
 * the builder and preview a small labelled card listing the configured IDs.
 */
export function PixelCard({
  mode,
  lang,
  title,
  icon,
  ids,
}: {
  mode: RenderMode;
  lang: Lang;
  title: string;
  icon: BrandKey;
  ids: readonly string[];
}) {
  if (mode === 'published') return null;
  return (
    <section className="lp-pixel-card" aria-label={title} data-lp-module="pixel">
      <span className="lp-pixel-card__icon">
        <BrandIcon name={icon} size={20} />
      </span>
      <span className="lp-pixel-card__body">
        <strong className="lp-pixel-card__title">{title}</strong>
        {ids.length > 0 ? (
          <span className="lp-pixel-card__ids">{ids.join(', ')}</span>
        ) : (
          <span className="lp-pixel-card__empty">{SHARED_RENDER_STRINGS.pixelNotConfigured[lang]}</span>
        )}
        <span className="lp-pixel-card__hint">{SHARED_RENDER_STRINGS.pixelInvisible[lang]}</span>
      </span>
    </section>
  );
}
