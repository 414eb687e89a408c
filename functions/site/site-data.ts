import type { RuleEntry } from '#core/contracts/rules.ts';
import type { SiteConfig } from '#core/contracts/site-config.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { getRuleTrees, getSiteConfig, type RuleTrees, type StoredRule } from '#functions/data/site-repo.ts';
import { ttlCache } from '#functions/platform/ttl-cache.ts';

/** How long a container serves the site configuration and rules before reading them again. */
export const SITE_DATA_TTL_MS = 5_000;

export type SiteData = { config: SiteConfig; trees: RuleTrees };

const cache = ttlCache<SiteData>(async () => {
  const [config, trees] = await Promise.all([getSiteConfig(), getRuleTrees()]);
  if (!config || !trees)
    throw new Error('The site configuration is not seeded; run the local server or `npm run ops -- seed`');
  return { config: config.doc, trees };
}, SITE_DATA_TTL_MS);

export const siteData = (nowMs: number): Promise<SiteData> => cache.get(nowMs);
/** After an operator's change in this process, the next read goes to the database. */
export const forgetSiteData = (): void => cache.clear();

/** A stored rule tree in one language. */
export function localizeRules(rules: readonly StoredRule[], lang: Lang): RuleEntry[] {
  return rules.map((rule) => ({
    ...rule,
    title: rule.title[lang],
    children: localizeRules(rule.children, lang),
  }));
}
