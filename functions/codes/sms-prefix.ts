/**
 * The country calling code of a mobile number, for the daily cap of SMS codes per prefix (toll
 * fraud: bots pumping codes to premium ranges of one country). National numbers (11 digits, no
 * `+`) are mainland China's, +86. Calling codes form a prefix code (ITU-T E.164 assignments): the
 * one- and two-digit codes below are all there are; every other code has three digits.
 */
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGITS = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** The calling code (digits, no `+`) of a national or +E.164 mobile number. */
export function callingCode(mobile: string): string {
  const value = mobile.trim();
  if (!value.startsWith('+')) return '86';
  const digits = value.slice(1);
  if (ONE_DIGIT.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (TWO_DIGITS.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/**
 * The daily cap of SMS codes to calling code `prefix`: its entry in `exceptions`
 * (`CODE_SMS_PREFIX_LIMITS`, e.g. `86=20000, +1=500`) or `fallback` (`CODE_DAILY_PER_SMS_PREFIX`).
 * Malformed entries are ignored.
 */
export function prefixDailyCap(prefix: string, fallback: number, exceptions: string): number {
  for (const entry of exceptions.split(',')) {
    const match = /^\s*\+?(\d{1,3})\s*[=:]\s*(\d{1,9})\s*$/.exec(entry);
    if (match && match[1] === prefix) return Number(match[2]);
  }
  return fallback;
}
