import { map } from 'nanostores';
import type { InsightRange, InsightsData } from '#core/contracts/insights.ts';
import { clickThroughRate } from '#core/contracts/insights.ts';

export type InsightsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'missing' }
  | { readonly status: 'ready'; readonly data: InsightsData };

export type InsightsState = { readonly range: InsightRange; readonly load: InsightsLoad };

/** The screen's calls (insights-api.ts; fakes in tests). `null`: no such page of the member's. */
export type InsightsCalls = {
  readonly fetchInsights: (id: string, range: InsightRange) => Promise<InsightsData | null>;
};

/**
 * The insights screen of one page: the chosen range and its figures. A newer range supersedes an
 * answer still under way; the figures on screen stay while the next range loads.
 */
export function createInsightsScreen(options: { readonly id: string; readonly calls: InsightsCalls }) {
  const $state = map<InsightsState>({ range: '7d', load: { status: 'loading' } });
  let request = 0;

  async function load(): Promise<void> {
    const ticket = ++request;
    const { range, load: current } = $state.get();
    if (current.status !== 'ready') $state.setKey('load', { status: 'loading' });
    try {
      const data = await options.calls.fetchInsights(options.id, range);
      if (ticket !== request) return;
      $state.setKey('load', data ? { status: 'ready', data } : { status: 'missing' });
    } catch {
      if (ticket === request) $state.setKey('load', { status: 'error' });
    }
  }

  return {
    $state,
    load,
    choose(range: InsightRange): Promise<void> {
      $state.setKey('range', range);
      return load();
    },
    stop(): void {
      request++;
    },
  };
}

/** Whether a range recorded nothing yet (the screen then explains how to get traffic). */
export const isEmpty = (data: InsightsData): boolean => data.totals.views === 0 && data.totals.clicks === 0;

/** Click-through rate as text: "12.5%". */
export const percent = (figures: { visitors: number; contacts: number }): string =>
  `${(Math.round(clickThroughRate(figures) * 1000) / 10).toFixed(1)}%`;

/** The series of a range as CSV (one row per day, or per hour for today), with a header row. */
export function insightsCsv(data: InsightsData, header: readonly string[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = data.series.map((point) =>
    [
      point.label,
      point.views,
      point.visitors,
      point.clicks,
      point.chats,
      point.contacts,
      percent(point),
    ].join(','),
  );
  return `${[header.map(quote).join(','), ...rows].join('\n')}\n`;
}
