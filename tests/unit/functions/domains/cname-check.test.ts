import { describe, expect, it } from 'vitest';
import { type CnameResolver, checkCname, checkDomainRecords } from '#functions/domains/cname-check.ts';

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

describe('checkDomainRecords (CNAME and ownership TXT record)', () => {
  const domain = { name: 'shop.example.com', txtToken: 'a'.repeat(32) };
  const dns = (txt: (name: string) => Promise<string[][]>): CnameResolver => ({
    resolveCname: async () => [TARGET],
    resolveTxt: txt,
  });

  it('asks for _landinggo.{name} and needs the token, split strings joined', async () => {
    const asked: string[] = [];
    const check = await checkDomainRecords(
      domain,
      TARGET,
      dns(async (name) => {
        asked.push(name);
        return [['v=spf1 -all'], ['a'.repeat(20), 'a'.repeat(12)]];
      }),
    );
    expect(asked).toEqual(['_landinggo.shop.example.com']);
    expect(check).toMatchObject({ result: 'verified', cname: 'verified', txt: 'verified' });
  });

  it('is txt_missing when the CNAME is right and the TXT record absent or holding another value', async () => {
    expect(
      (
        await checkDomainRecords(
          domain,
          TARGET,
          dns(async () => [['other']]),
        )
      ).result,
    ).toBe('txt_missing');
    expect((await checkDomainRecords(domain, TARGET, answering([TARGET]))).result).toBe('txt_missing');
    const nx = dns(async () => {
      throw Object.assign(new Error('ENODATA'), { code: 'ENODATA' });
    });
    expect(await checkDomainRecords(domain, TARGET, nx)).toMatchObject({
      result: 'txt_missing',
      txt: 'not_found',
    });
  });

  it('reports the CNAME problem first, and a TXT look-up that failed as lookup_failed', async () => {
    expect((await checkDomainRecords(domain, TARGET, failing('ENOTFOUND'))).result).toBe('not_found');
    const timeout = dns(async () => {
      throw Object.assign(new Error('ETIMEOUT'), { code: 'ETIMEOUT' });
    });
    expect((await checkDomainRecords(domain, TARGET, timeout)).result).toBe('lookup_failed');
  });
});
