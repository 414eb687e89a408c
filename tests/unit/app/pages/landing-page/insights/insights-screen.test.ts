import { describe, expect, it } from 'vitest';
import {
  createInsightsScreen,
  insightsCsv,
  isEmpty,
  percent,
} from '#app/pages/landing-page/insights/insights-screen.ts';
import type { InsightRange, InsightsData } from '#core/contracts/insights.ts';

const figures = { views: 0, visitors: 0, clicks: 0, chats: 0, contacts: 0 };
const data = (range: InsightRange, views = 0): InsightsData => ({
  page: { id: 'AbCdEfGhIj', name: 'Sale' },
  range,
  totals: { ...figures, views, visitors: views, clicks: 1, chats: 1, contacts: 1 },
  series: [
    { label: '2026-11-26', ...figures },
    { label: '2026-11-27', ...figures, views, visitors: views, clicks: 1, chats: 1, contacts: 1 },
  ],
  channels: [],
  modules: [],
  sources: [],
  campaigns: [],
  platforms: [],
  devices: [],
  countries: [],
});

describe('the insights screen', () => {
  it('loads the last 7 days first, then the range chosen; a newer choice wins over a slower answer', async () => {
    const asked: InsightRange[] = [];
    const answers = new Map<InsightRange, (value: InsightsData) => void>();
    const screen = createInsightsScreen({
      id: 'AbCdEfGhIj',
      calls: {
        fetchInsights: (_id, range) => {
          asked.push(range);
          return new Promise((resolve) => answers.set(range, resolve));
        },
      },
    });
    const first = screen.load();
    answers.get('7d')?.(data('7d', 4));
    await first;
    expect(screen.$state.get().load).toMatchObject({ status: 'ready', data: { range: '7d' } });
    const slow = screen.choose('90d');
    const fast = screen.choose('today');
    answers.get('today')?.(data('today', 1));
    await fast;
    answers.get('90d')?.(data('90d', 9));
    await slow;
    expect(asked).toEqual(['7d', '90d', 'today']);
    expect(screen.$state.get()).toMatchObject({ range: 'today', load: { data: { range: 'today' } } });
  });

  it('shows a missing page as missing and a failure as an error to retry', async () => {
    const missing = createInsightsScreen({ id: 'x', calls: { fetchInsights: async () => null } });
    await missing.load();
    expect(missing.$state.get().load.status).toBe('missing');
    const failing = createInsightsScreen({
      id: 'x',
      calls: { fetchInsights: () => Promise.reject(new Error('down')) },
    });
    await failing.load();
    expect(failing.$state.get().load.status).toBe('error');
  });

  it('writes the CSV of the period, one row per day, with the click-through rate', () => {
    const csv = insightsCsv(data('7d', 4), [
      'Date',
      'Visits',
      'Unique',
      'Clicks',
      'Chats',
      'Contacts',
      'CTR, %',
    ]);
    expect(csv.split('\n')).toEqual([
      'Date,Visits,Unique,Clicks,Chats,Contacts,"CTR, %"',
      '2026-11-26,0,0,0,0,0,0.0%',
      '2026-11-27,4,4,1,1,1,25.0%',
      '',
    ]);
    expect(percent({ visitors: 3, contacts: 1 })).toBe('33.3%');
    expect(isEmpty({ ...data('7d'), totals: figures })).toBe(true);
    expect(isEmpty(data('7d', 1))).toBe(false);
  });
});
