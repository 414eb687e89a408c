/** The UTC calendar day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Default date format (spec section 9): year-month-day hour:minute:second. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A timestamp in milliseconds. A 10-digit number is seconds since the epoch (spec section 9), so
 * it is multiplied by 1000; anything else is taken as milliseconds already.
 */
export function toMilliseconds(timestamp: number | string): number {
  const value = typeof timestamp === 'number' ? timestamp : Number(timestamp.trim());
  if (!Number.isFinite(value)) return Number.NaN;
  const digits = String(Math.trunc(Math.abs(value))).length;
  return digits === 10 ? value * 1000 : value;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Formats a time in the browser's (or process's) local time zone. Tokens: YYYY, MM, DD, HH, mm, ss.
 * Seconds-based 10-digit timestamps are accepted. Missing or invalid input gives an empty string.
 */
export function formatTime(
  value: number | string | Date | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(toMilliseconds(value));
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** Parts of the day used by the greeting (spec section 9). */
export const GREETING_PERIODS = [
  'lateNight',
  'earlyMorning',
  'morning',
  'noon',
  'afternoon',
  'evening',
] as const;
export type GreetingPeriod = (typeof GREETING_PERIODS)[number];

/**
 * The hour each part of the day starts at, in order: before 05:00 late night, 05-09 early
 * morning, 09-12 morning, 12-14 noon, 14-18 afternoon, 18-24 evening.
 */
export const GREETING_PERIOD_STARTS: readonly (readonly [hour: number, period: GreetingPeriod])[] = [
  [0, 'lateNight'],
  [5, 'earlyMorning'],
  [9, 'morning'],
  [12, 'noon'],
  [14, 'afternoon'],
  [18, 'evening'],
];

/** The part of the day of a local time (GREETING_PERIOD_STARTS). */
export function greetingPeriod(date: Date): GreetingPeriod {
  const hour = date.getHours();
  let period: GreetingPeriod = 'lateNight';
  for (const [start, name] of GREETING_PERIOD_STARTS) if (hour >= start) period = name;
  return period;
}
