import { describe, expect, it } from 'vitest';
import { readCookie } from '#app/browser/cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, decoded', () => {
    expect(readCookie('ba-lang', 'a=1; ba-lang=en; ba-is-dark=1')).toBe('en');
    expect(readCookie('x', 'x=a%20b')).toBe('a b');
  });

  it('does not match on a name suffix and is undefined when absent', () => {
    expect(readCookie('lang', 'ba-lang=en')).toBeUndefined();
    expect(readCookie('ba-lang', '')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('x', 'x=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
