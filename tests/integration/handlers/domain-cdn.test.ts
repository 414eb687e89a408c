import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DomainItem, domainIndexDataSchema, domainItemSchema } from '#core/contracts/domain.ts';
import { type CdnCertificate, type CdnDomains, useCdnDomains } from '#functions/domains/cdn-domains.ts';
import { useCnameResolver } from '#functions/domains/cname-check.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';
import { makeCertificate, type TestCertificate } from '../../helpers/certificates.ts';
import { createdTxt } from '../../helpers/dns.ts';

/**
 * The domain handlers drive the CDN port (functions/domains/cdn-domains.ts): a verified domain is
 * attached (with its certificate when HTTPS), a deleted one or one whose CNAME moved away is
 * detached, and a CDN refusal answers DomainCdnFailed with nothing recorded. The port is the
 * boundary here: a recording adapter stands in for CloudFront (its own tests cover the SDK calls).
 */
const stack = setupApiStack();

type Call = { op: 'attach' | 'detach'; domain: string; certificate?: CdnCertificate };
function recordingCdn(fail: { attach?: boolean; detach?: boolean } = {}): CdnDomains & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async attach(domain, certificate) {
      calls.push(certificate ? { op: 'attach', domain, certificate } : { op: 'attach', domain });
      if (fail.attach) throw new Error('CloudFront said no');
    },
    async detach(domain) {
      calls.push({ op: 'detach', domain });
      if (fail.detach) throw new Error('CloudFront said no');
    },
  };
}

type Member = { id: string; token: string };
async function member(): Promise<Member> {
  const id = randomUUID();
  await putMember({ id, username: `cd${id.slice(0, 8)}`, plan: 'pro' });
  return { id, token: tokenFor(id) };
}
const post = (path: string, m: Member, body: unknown, lang = 'en') =>
  stack.call(`/client/domain/${path}`, { method: 'POST', token: m.token, body, lang });
const list = async (m: Member) =>
  domainIndexDataSchema.parse(
    (await stack.call('/client/domain/index', { token: m.token, lang: 'en' })).body.data,
  ).list;

const uniqueName = (label: string) => `${label}-${randomUUID().slice(0, 8)}.example.com`;
const pointsHere = () =>
  useCnameResolver({ resolveCname: async () => ['pages.landinggo.example'], resolveTxt: createdTxt });
const pointsElsewhere = () =>
  useCnameResolver({ resolveCname: async () => ['elsewhere.example.net'], resolveTxt: createdTxt });

async function add(m: Member, body: Record<string, unknown>): Promise<DomainItem> {
  const { body: answer } = await post('add', m, { region: 'ap-east-1', ...body });
  expect(answer.code, answer.msg).toBe(1);
  return domainItemSchema.parse(answer.data);
}

let wildcard: TestCertificate;
beforeAll(async () => {
  wildcard = await makeCertificate(['*.example.com']);
});
afterEach(() => {
  useCdnDomains(null);
  useCnameResolver(null);
});

describe('domain verify attaches the domain to the CDN', () => {
  it('attaches an HTTP domain once verified, without a certificate', async () => {
    const cdn = recordingCdn();
    useCdnDomains(cdn);
    const a = await member();
    const item = await add(a, { name: uniqueName('http'), type: 'http' });
    pointsElsewhere();
    await post('verify', a, { id: item.id });
    expect(cdn.calls).toEqual([]); // never verified: nothing to attach or detach
    pointsHere();
    const { body } = await post('verify', a, { id: item.id });
    expect(body.code, body.msg).toBe(1);
    expect(cdn.calls).toEqual([{ op: 'attach', domain: item.name }]);
  });

  it('attaches an HTTPS domain with its certificate and the unsealed private key', async () => {
    const cdn = recordingCdn();
    useCdnDomains(cdn);
    const a = await member();
    const item = await add(a, {
      name: uniqueName('tls'),
      type: 'https',
      certificate: wildcard.cert,
      private_key: wildcard.key,
    });
    pointsHere();
    await post('verify', a, { id: item.id });
    expect(cdn.calls).toHaveLength(1);
    expect(cdn.calls[0]).toMatchObject({ op: 'attach', domain: item.name });
    expect(cdn.calls[0]?.certificate?.certificate).toBe(wildcard.cert.trim());
    expect(cdn.calls[0]?.certificate?.privateKey).toContain('-----BEGIN PRIVATE KEY-----');
  });

  it('records nothing when the CDN refuses: the domain stays unverified and the member can retry', async () => {
    useCdnDomains(recordingCdn({ attach: true }));
    const a = await member();
    const item = await add(a, { name: uniqueName('refused'), type: 'http' });
    pointsHere();
    for (const lang of ['en', 'zh-cn']) {
      const { body } = await post('verify', a, { id: item.id }, lang);
      expect(body.code).toBe(0);
      expect(body.msg).toBe(
        lang === 'en'
          ? 'The domain could not be connected to the content delivery network right now, please try again later'
          : '暂时无法将域名接入内容分发网络，请稍后重试',
      );
    }
    expect((await list(a))[0]).toMatchObject({ verified: false, last_check_at: 0 });
    useCdnDomains(recordingCdn());
    expect((await post('verify', a, { id: item.id })).body.code).toBe(1);
    expect((await list(a))[0]).toMatchObject({ verified: true });
  });

  it('detaches a verified domain whose CNAME moved away, but not on a failed DNS look-up', async () => {
    const cdn = recordingCdn();
    useCdnDomains(cdn);
    const a = await member();
    const item = await add(a, { name: uniqueName('moved'), type: 'http' });
    pointsHere();
    await post('verify', a, { id: item.id });
    useCnameResolver({
      resolveCname: async () => {
        throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      },
    });
    await post('verify', a, { id: item.id });
    expect(cdn.calls.map((c) => c.op)).toEqual(['attach']);
    pointsHere();
    await post('verify', a, { id: item.id });
    pointsElsewhere();
    await post('verify', a, { id: item.id });
    expect(cdn.calls.map((c) => c.op)).toEqual(['attach', 'attach', 'detach']);
    expect(cdn.calls.at(-1)).toEqual({ op: 'detach', domain: item.name });
  });
});

describe('domain edit and delete', () => {
  it('gives a verified domain its new certificate on the CDN when it moves to HTTPS', async () => {
    const cdn = recordingCdn();
    useCdnDomains(cdn);
    const a = await member();
    const item = await add(a, { name: uniqueName('upgrade'), type: 'http' });
    pointsHere();
    await post('verify', a, { id: item.id });
    const { body } = await post('edit', a, {
      id: item.id,
      region: 'ap-east-1',
      type: 'https',
      certificate: wildcard.cert,
      private_key: wildcard.key,
    });
    expect(body.code, body.msg).toBe(1);
    expect(cdn.calls.map((c) => [c.op, Boolean(c.certificate)])).toEqual([
      ['attach', false],
      ['attach', true],
    ]);
  });

  it('detaches a domain before deleting it; a CDN refusal keeps the domain', async () => {
    const a = await member();
    const item = await add(a, { name: uniqueName('gone'), type: 'http' });
    useCdnDomains(recordingCdn({ detach: true }));
    expect((await post('del', a, { id: item.id })).body.code).toBe(0);
    expect(await list(a)).toHaveLength(1);
    const cdn = recordingCdn();
    useCdnDomains(cdn);
    expect((await post('del', a, { id: item.id })).body.code).toBe(1);
    expect(cdn.calls).toEqual([{ op: 'detach', domain: item.name }]);
    expect(await list(a)).toHaveLength(0);
  });
});
