import type { DayFigures } from '#core/contracts/account.ts';
import { SEVEN_DAYS } from '#core/contracts/account-values.ts';
import { centsToAmount } from '#core/contracts/amounts.ts';
import { utcDay } from '#core/time.ts';

const DAY_MS = 86_400_000;

/** One calendar day of the member: its date and its bounds in epoch milliseconds. */
export type DayWindow = { date: string; fromMs: number; toMs: number };

/**
 * The last `days` calendar days in the member's time zone, oldest first, today last.
 * `tzOffsetMinutes` is the browser's getTimezoneOffset() (UTC+8 is -480). A daylight-saving
 * change within the window shifts that day's bounds by the change; the figures stay indicative.
 */
export function dayWindows(nowMs: number, tzOffsetMinutes: number, days: number = SEVEN_DAYS): DayWindow[] {
  const shift = tzOffsetMinutes * 60_000;
  const localToday = Math.floor((nowMs - shift) / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => {
    const localStart = localToday - (days - 1 - i) * DAY_MS;
    return {
      date: utcDay(localStart),
      fromMs: localStart + shift,
      toMs: localStart + shift + DAY_MS,
    };
  });
}

/** Sums of the entries falling in each window (zeros where none). */
export function sumByWindow(
  windows: readonly DayWindow[],
  entries: readonly { amount: number; createdAt: number }[],
): number[] {
  return windows.map((window) =>
    entries
      .filter((entry) => entry.createdAt >= window.fromMs && entry.createdAt < window.toMs)
      .reduce((sum, entry) => sum + entry.amount, 0),
  );
}

/** The 7-day figures of the overview from the two ledgers' entries of the window. */
export function sevenDayFigures(
  windows: readonly DayWindow[],
  balance: readonly { amount: number; createdAt: number }[],
  score: readonly { amount: number; createdAt: number }[],
): DayFigures[] {
  const balanceSums = sumByWindow(windows, balance);
  const scoreSums = sumByWindow(windows, score);
  return windows.map((window, i) => ({
    date: window.date,
    balance: centsToAmount(balanceSums[i] ?? 0),
    score: scoreSums[i] ?? 0,
  }));
}
