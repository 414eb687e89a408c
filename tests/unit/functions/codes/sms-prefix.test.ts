import { describe, expect, it } from 'vitest';
import { callingCode, prefixDailyCap } from '#functions/codes/sms-prefix.ts';

describe('callingCode', () => {
  it('reads one-, two- and three-digit calling codes, and national numbers as +86', () => {
    expect(callingCode('+14155550100')).toBe('1');
    expect(callingCode('+79161234567')).toBe('7');
    expect(callingCode('+447700900123')).toBe('44');
    expect(callingCode('+8613812345678')).toBe('86');
    expect(callingCode('+85261234567')).toBe('852');
    expect(callingCode('+251911000000')).toBe('251');
    expect(callingCode('+88216000000')).toBe('882');
    expect(callingCode('13812345678')).toBe('86');
    expect(callingCode('  +33612345678 ')).toBe('33');
  });
});

describe('prefixDailyCap', () => {
  it('takes the exception of the calling code, else the default; malformed entries are ignored', () => {
    const exceptions = '86=20000, +1 = 500,bad,44:7, 251=x';
    expect(prefixDailyCap('86', 300, exceptions)).toBe(20000);
    expect(prefixDailyCap('1', 300, exceptions)).toBe(500);
    expect(prefixDailyCap('44', 300, exceptions)).toBe(7);
    expect(prefixDailyCap('251', 300, exceptions)).toBe(300);
    expect(prefixDailyCap('852', 300, '')).toBe(300);
  });
});
