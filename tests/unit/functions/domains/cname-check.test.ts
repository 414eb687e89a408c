import { describe, expect, it } from 'vitest';
import { type CnameResolver, checkCname } from '#functions/domains/cname-check.ts';

const TARGET = 'pages.landinggo.example';
const answering = (answers: string[]): CnameResolver => ({ resolveCname: async () => answers });
const failing = (code: string): CnameResolver => ({
  resolveCname: async () => {
    throw Object.assign(new Error(code), { code });
  },
});

describe('checkCname', () => {
  it('is verified when a CNAME points at the target (case and trailing dot ignored)', async () => {
    expect(await checkCname('shop.example.com', TARGET, answering(['Pages.LandingGo.example.']))).toEqual({
      result: 'verified',
      found: ['pages.landinggo.example'],
    });
  });

  it('names the wrong target', async () => {
    expect(await checkCname('shop.example.com', TARGET, answering(['elsewhere.example.net']))).toEqual({
      result: 'wrong_target',
      found: ['elsewhere.example.net'],
    });
  });

  it('tells a missing record from a failed look-up', async () => {
    expect((await checkCname('x.example.com', TARGET, failing('ENOTFOUND'))).result).toBe('not_found');
    expect((await checkCname('x.example.com', TARGET, failing('ENODATA'))).result).toBe('not_found');
    expect((await checkCname('x.example.com', TARGET, failing('ETIMEOUT'))).result).toBe('lookup_failed');
    expect((await checkCname('x.example.com', TARGET, failing('ECONNREFUSED'))).result).toBe('lookup_failed');
  });
});
