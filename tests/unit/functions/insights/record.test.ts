import { describe, expect, it } from 'vitest';
import { compareSeq } from '#functions/insights/record.ts';

describe('compareSeq', () => {
  it('orders sequence numbers as the numbers they are, at any length', () => {
    const seqs = [
      '49590338271490256608559692538361571095921575989136588898',
      '1764246000000000000001',
      '9',
      '1764246000000000000010',
      '49590338271490256608559692538361571095921575989136588899',
      '10',
    ];
    const asNumbers = [...seqs].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    expect([...seqs].sort(compareSeq)).toEqual(asNumbers);
    expect(compareSeq('123', '123')).toBe(0);
    expect(compareSeq('99', '100')).toBe(-1);
    expect(compareSeq('100', '99')).toBe(1);
  });
});
