import { describe, expect, it } from 'vitest';
import { utcHour, zoneDay } from '#functions/insights/periods.ts';

/** The record's day and hour are kept per period; every answer must still be that time's own. */
describe("a beacon's day and hour", () => {
  const lastMs = Date.UTC(2026, 10, 27, 23, 59, 59, 999);
  const firstMs = lastMs + 1;

  it('change at the boundary, and back when an earlier time comes after a later one', () => {
    expect(utcHour(lastMs)).toBe('2026-11-27T23');
    expect(utcHour(firstMs)).toBe('2026-11-28T00');
    expect(utcHour(lastMs)).toBe('2026-11-27T23');
    expect(zoneDay(lastMs, 0)).toBe('2026-11-27');
    expect(zoneDay(firstMs, 0)).toBe('2026-11-28');
    expect(zoneDay(lastMs, 0)).toBe('2026-11-27');
  });

  it("is the owner's calendar day in their zone, whatever zone came before", () => {
    // UTC+8 (offset -480): already the 28th; UTC-5 (offset 300): still the 27th.
    expect(zoneDay(Date.UTC(2026, 10, 27, 16), -480)).toBe('2026-11-28');
    expect(zoneDay(Date.UTC(2026, 10, 27, 16), 300)).toBe('2026-11-27');
    expect(zoneDay(Date.UTC(2026, 10, 28, 3), 300)).toBe('2026-11-27');
    expect(zoneDay(Date.UTC(2026, 10, 28, 3), -480)).toBe('2026-11-28');
  });
});
