import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatTime, greetingPeriod, toMilliseconds } from '#core/time.ts';

describe('toMilliseconds', () => {
  it('treats a 10-digit timestamp as seconds', () => {
    expect(toMilliseconds(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMilliseconds('1700000000')).toBe(1_700_000_000_000);
  });

  it('keeps a 13-digit timestamp as milliseconds', () => {
    expect(toMilliseconds(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('keeps short numbers as they are and rejects text', () => {
    expect(toMilliseconds(123_456_789)).toBe(123_456_789);
    expect(toMilliseconds('soon')).toBeNaN();
  });
});

describe('formatTime', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05 07:08:09');
  });

  it('formats seconds and milliseconds timestamps alike', () => {
    const date = new Date(2023, 10, 14, 22, 13, 20);
    const seconds = Math.floor(date.getTime() / 1000);
    expect(formatTime(seconds)).toBe('2023-11-14 22:13:20');
    expect(formatTime(date.getTime())).toBe('2023-11-14 22:13:20');
  });

  it('accepts another format', () => {
    expect(formatTime(new Date(2024, 11, 31, 23, 59, 0), 'DD/MM/YYYY HH:mm')).toBe('31/12/2024 23:59');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('greetingPeriod', () => {
  const at = (hour: number, minute = 0) => greetingPeriod(new Date(2024, 0, 1, hour, minute));

  it('follows the spec boundaries', () => {
    expect(at(0)).toBe('lateNight');
    expect(at(4, 59)).toBe('lateNight');
    expect(at(5)).toBe('earlyMorning');
    expect(at(8, 59)).toBe('earlyMorning');
    expect(at(9)).toBe('morning');
    expect(at(11, 59)).toBe('morning');
    expect(at(12)).toBe('noon');
    expect(at(13, 59)).toBe('noon');
    expect(at(14)).toBe('afternoon');
    expect(at(17, 59)).toBe('afternoon');
    expect(at(18)).toBe('evening');
    expect(at(23, 59)).toBe('evening');
  });
});
