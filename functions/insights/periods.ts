import { utcDay } from '#core/time.ts';

/**
 * The periods the insights count in (the collector's record, the read-outs' series): a module of
 * its own, so that a read-out's first call does not load the collector with its user-agent parser.
 */

/**
 * A text that changes once per `size` ms (a day, an hour), worked out once per period rather than
 * with a Date for every beacon.
 */
function perPeriod(size: number, text: (startMs: number) => string): (ms: number) => string {
  let period = Number.NaN;
  let last = '';
  return (ms) => {
    const current = Math.floor(ms / size);
    if (current !== period) {
      period = current;
      last = text(current * size);
    }
    return last;
  };
}

/** The UTC calendar day of `ms`. */
export const dayOf = perPeriod(86_400_000, utcDay);

/** The calendar day at `ms` in a zone `offset` minutes behind UTC (`Date#getTimezoneOffset`). */
export const zoneDay = (ms: number, offset: number) => dayOf(ms - offset * 60_000);
export const utcHour = perPeriod(3_600_000, (ms) => new Date(ms).toISOString().slice(0, 13));
