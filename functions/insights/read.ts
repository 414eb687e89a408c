import type { Figures, InsightRange, InsightsData, InsightsSummary } from '#core/contracts/insights.ts';
import { utcDay } from '#core/time.ts';
import {
  counterKeyId,
  getInsightsZone,
  queryCounters,
  readCounterTotals,
  setInsightsZone,
} from '#functions/data/insights-repo.ts';
import { keys } from '#functions/data/keys.ts';
import { utcHour, zoneDay } from '#functions/insights/periods.ts';
import { estimate } from '#functions/insights/sketch.ts';

/**
 * The member's read-outs: only the pre-aggregated counter items (at most one per hour of today or
 * one per day of the range, whatever the number of events behind them).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The counted figures; unique visitors come from the items' sketches (`vs`, `cs`). */
const COUNTED = ['views', 'clicks', 'chats'] as const;
const FIGURES = ['views', 'visitors', 'clicks', 'chats', 'contacts'] as const;
const DIMENSIONS = {
  channels: 'ch',
  modules: 'm',
  sources: 's',
  campaigns: 'cp',
  platforms: 'ap',
  devices: 'dv',
  countries: 'co',
} as const;
/** Longest ranked list answered per dimension. */
const TOP = 20;

const RANGE_DAYS: Record<Exclude<InsightRange, 'today'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

const zero = (): Figures => ({ views: 0, visitors: 0, clicks: 0, chats: 0, contacts: 0 });

function figuresOf(item: Record<string, unknown> | undefined): Figures {
  const figures = zero();
  for (const name of COUNTED) {
    const value = item?.[name];
    if (typeof value === 'number') figures[name] = value;
  }
  figures.visitors = estimate(item?.vs);
  figures.contacts = estimate(item?.cs);
  return figures;
}

function addFigures(into: Figures, from: Figures): void {
  for (const name of FIGURES) into[name] += from[name];
}

/** Days (YYYY-MM-DD) from `count - 1` days before `last` to `last`. */
function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => utcDay(end - (count - 1 - i) * DAY_MS));
}

/** The member's insights zone follows their browser: days are counted in it from now on. */
export async function rememberZone(userId: string, offset: number): Promise<void> {
  if ((await getInsightsZone(userId)) !== offset) await setInsightsZone(userId, offset);
}

/** Each dimension's list by its attributes' prefix (`s:facebook` counts the source facebook). */
const LIST_OF_PREFIX = new Map(
  (Object.entries(DIMENSIONS) as [keyof typeof DIMENSIONS, string][]).map(([list, prefix]) => [prefix, list]),
);

function ranked(items: readonly Record<string, unknown>[]): Pick<InsightsData, keyof typeof DIMENSIONS> {
  const counts = new Map<keyof typeof DIMENSIONS, Map<string, number>>(
    [...LIST_OF_PREFIX.values()].map((list) => [list, new Map()]),
  );
  // One pass over each item's attributes: a dimension's counter is `prefix:key`.
  for (const item of items)
    for (const name in item) {
      const value = item[name];
      const colon = name.indexOf(':');
      if (colon < 0 || typeof value !== 'number') continue;
      const list = LIST_OF_PREFIX.get(name.slice(0, colon));
      if (!list) continue;
      const of = counts.get(list) as Map<string, number>;
      const key = name.slice(colon + 1);
      of.set(key, (of.get(key) ?? 0) + value);
    }
  const answer = {} as Pick<InsightsData, keyof typeof DIMENSIONS>;
  for (const [list, of] of counts)
    answer[list] = [...of]
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP)
      .map(([key, count]) => ({ key, count }));
  return answer;
}

/** One page's insights for a range, in the member's zone (`offset`, as `Date#getTimezoneOffset`). */
export async function readPageInsights(
  pageId: string,
  range: InsightRange,
  offset: number,
  nowMs: number,
): Promise<Omit<InsightsData, 'page'>> {
  const today = zoneDay(nowMs, offset);
  if (range === 'today') {
    // The zone's day starts at local midnight, `offset` minutes after UTC midnight.
    const start = Date.parse(`${today}T00:00:00Z`) + offset * 60_000;
    const hours = Array.from({ length: 24 }, (_, h) => utcHour(start + h * HOUR_MS));
    const [hourItems, dayItems] = await Promise.all([
      queryCounters(pageId, 'H', hours[0] ?? '', hours[23] ?? ''),
      queryCounters(pageId, 'D', today, today),
    ]);
    const byHour = new Map(hourItems.map((item) => [String(item.sk).slice(2), item]));
    return {
      range,
      totals: figuresOf(dayItems[0]),
      series: hours.map((hour, h) => ({
        label: `${String(h).padStart(2, '0')}:00`,
        ...figuresOf(byHour.get(hour)),
      })),
      ...ranked(dayItems),
    };
  }
  const days = daysEnding(today, RANGE_DAYS[range]);
  const items = await queryCounters(pageId, 'D', days[0] ?? today, today);
  const byDay = new Map(items.map((item) => [String(item.sk).slice(2), item]));
  const totals = zero();
  const series = days.map((day) => {
    const figures = figuresOf(byDay.get(day));
    addFigures(totals, figures);
    return { label: day, ...figures };
  });
  return { range, totals, series, ...ranked(items) };
}

/** The last 7 days' figures of each page (the page centre). */
export async function readSummary(
  pageIds: readonly string[],
  offset: number,
  nowMs: number,
): Promise<InsightsSummary> {
  const days = daysEnding(zoneDay(nowMs, offset), 7);
  const itemKeys = pageIds.flatMap((id) => days.map((day) => keys.statsDay(id, day)));
  const found = await readCounterTotals(itemKeys, [...COUNTED, 'vs', 'cs']);
  return {
    pages: pageIds.map((id) => {
      const totals = zero();
      for (const day of days) addFigures(totals, figuresOf(found.get(counterKeyId(keys.statsDay(id, day)))));
      return {
        id,
        views: totals.views,
        visitors: totals.visitors,
        chats: totals.chats,
        contacts: totals.contacts,
      };
    }),
  };
}
