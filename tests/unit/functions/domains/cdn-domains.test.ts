import { afterEach, describe, expect, it } from 'vitest';
import { cdnDomains, localCdnDomains, useCdnDomains } from '#functions/domains/cdn-domains.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  useCdnDomains(null);
});

describe('cdnDomains', () => {
  it('attaches nothing locally: the local server serves verified domains by Host', async () => {
    delete process.env.CDN_DRIVER;
    resetEnvForTests();
    const cdn = await cdnDomains();
    await expect(cdn.attach('shop.example.com')).resolves.toBeUndefined();
    await expect(cdn.detach('shop.example.com')).resolves.toBeUndefined();
    expect(Object.keys(localCdnDomains())).toEqual(['attach', 'detach']);
  });

  it('refuses CDN_DRIVER=cloudfront without the multi-tenant distribution', async () => {
    process.env.CDN_DRIVER = 'cloudfront';
    delete process.env.CDN_TENANT_DISTRIBUTION_ID;
    resetEnvForTests();
    await expect(cdnDomains()).rejects.toThrow(/CDN_TENANT_DISTRIBUTION_ID/);
  });

  it('builds the CloudFront adapter when configured', async () => {
    process.env.CDN_DRIVER = 'cloudfront';
    process.env.CDN_TENANT_DISTRIBUTION_ID = 'EMULTI';
    process.env.CDN_CONNECTION_GROUP_ID = 'cg-1';
    resetEnvForTests();
    const cdn = await cdnDomains();
    expect(typeof cdn.attach).toBe('function');
    expect(cdn).toBe(await cdnDomains());
  });
});
