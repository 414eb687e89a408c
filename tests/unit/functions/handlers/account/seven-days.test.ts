import { describe, expect, it } from 'vitest';
import { dayWindows, sevenDayFigures, sumByWindow } from '#functions/handlers/account/seven-days.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the 7-day figures', () => {
  // 2025-05-17 01:30 in UTC+8 is 2025-05-16 17:30 UTC.
  const now = Date.UTC(2025, 4, 16, 17, 30);

  it("are the member's last 7 calendar days, oldest first, today last", () => {
    const windows = dayWindows(now, -480);
    expect(windows.map((w) => w.date)).toEqual([
      '2025-05-11',
      '2025-05-12',
      '2025-05-13',
      '2025-05-14',
      '2025-05-15',
      '2025-05-16',
      '2025-05-17',
    ]);
    // Midnight in UTC+8 is 16:00 UTC the day before.
    expect(windows.at(-1)?.fromMs).toBe(Date.UTC(2025, 4, 16, 16));
    expect(windows.every((w) => w.toMs - w.fromMs === DAY)).toBe(true);
    // The same instant in UTC is still the 16th.
    expect(dayWindows(now, 0).at(-1)?.date).toBe('2025-05-16');
    // West of UTC (New York in summer, UTC-4).
    expect(dayWindows(now, 240).at(-1)?.date).toBe('2025-05-16');
  });

  it('sum the entries of each day, bounds included at the start and excluded at the end', () => {
    const windows = dayWindows(now, -480);
    const today = windows.at(-1)?.fromMs ?? 0;
    const sums = sumByWindow(windows, [
      { amount: 5, createdAt: today },
      { amount: 7, createdAt: today - 1 },
      { amount: 100, createdAt: today + DAY },
      { amount: 2, createdAt: today - 6 * DAY },
      { amount: 1000, createdAt: today - 7 * DAY },
    ]);
    expect(sums).toEqual([2, 0, 0, 0, 0, 7, 5]);
  });

  it('write balances as 2-decimal amounts and scores as points, zeros without entries', () => {
    const windows = dayWindows(now, 0, 2);
    const figures = sevenDayFigures(windows, [{ amount: -250, createdAt: windows[1]?.fromMs ?? 0 }], []);
    expect(figures).toEqual([
      { date: '2025-05-15', balance: '0.00', score: 0 },
      { date: '2025-05-16', balance: '-2.50', score: 0 },
    ]);
  });
});
