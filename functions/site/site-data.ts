import type { RuleEntry } from '#core/contracts/rules.ts';
import type { SiteConfig } from '#core/contracts/site-config.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { getRuleTrees, getSiteConfig, type RuleTrees, type StoredRule } from '#functions/data/site-repo.ts';
import { ttlCache } from '#functions/platform/ttl-cache.ts';

/** How long a container serves the site configuration and rules before reading them again. */
export const SITE_DATA_TTL_MS = 5_000;

export type SiteData = { config: SiteConfig; trees: RuleTrees };

const NOT_SEEDED = 'The site configuration is not seeded; run the local server or `npm run ops -- seed`';

/*
 * The configuration and the rule trees are two items, each cached on its own: most routes read
 * only the configuration (the member centre's switch, the pay settings, upload limits), and on a
 * cold start reading and parsing the rule trees too cost them a second connection and the trees'
 * schema (BENCHMARKS row 8).
 */
const configCache = ttlCache<SiteConfig>(async () => {
  const config = await getSiteConfig();
  if (!config) throw new Error(NOT_SEEDED);
  return config.doc;
}, SITE_DATA_TTL_MS);

const treesCache = ttlCache<RuleTrees>(async () => {
  const trees = await getRuleTrees();
  if (!trees) throw new Error(NOT_SEEDED);
  return trees;
}, SITE_DATA_TTL_MS);

/** The site configuration and the rule trees (start-up data, menus). */
export async function siteData(nowMs: number): Promise<SiteData> {
  const [config, trees] = await Promise.all([configCache.get(nowMs), treesCache.get(nowMs)]);
  return { config, trees };
}

/** The site configuration alone, for a route that reads no rule tree. */
export const siteConfig = (nowMs: number): Promise<SiteConfig> => configCache.get(nowMs);

/** After an operator's change in this process, the next read goes to the database. */
export const forgetSiteData = (): void => {
  configCache.clear();
  treesCache.clear();
};

/** A stored rule tree in one language. */
export function localizeRules(rules: readonly StoredRule[], lang: Lang): RuleEntry[] {
  return rules.map((rule) => ({
    ...rule,
    title: rule.title[lang],
    children: localizeRules(rule.children, lang),
  }));
}
