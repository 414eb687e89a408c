import { type BrandKey, isBrandKey } from '#modules/shared/brands.ts';
import type { PreparedModule } from './view.ts';

/**
 * The brand icons a published page's modules draw (BrandIcon's `<use>` of the page's sprite), so
 * that the sprite holds those and no others: what each module's definition says it may draw.
 */
export function pageIcons(modules: readonly PreparedModule[]): BrandKey[] {
  const icons = new Set<BrandKey>();
  for (const module of modules)
    for (const icon of module.definition.icons?.(module.props) ?? []) if (isBrandKey(icon)) icons.add(icon);
  return [...icons].sort();
}
