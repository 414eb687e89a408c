import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DomainItem,
  domainIndexDataSchema,
  domainItemSchema,
  domainVerifyDataSchema,
} from '#core/contracts/domain.ts';
import { domainClaimKey, domainKey } from '#functions/data/domains-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { createPage, getPage, lookupRouteClaim, routeClaimPk } from '#functions/data/pages-repo.ts';
import { sweepExpired } from '#functions/data/ttl-sweep.ts';
import { type CnameResolver, useCnameResolver } from '#functions/domains/cname-check.ts';
import { decryptPrivateKey } from '#functions/domains/key-vault.ts';
import { recheckVerifiedDomains } from '#functions/domains/recheck.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';
import {
  makeCertificate,
  makeChain,
  type TestCertificate,
  type TestChain,
} from '../../helpers/certificates.ts';
import { createdTxt } from '../../helpers/dns.ts';

const stack = setupApiStack();

type Member = { id: string; token: string };
async function member(): Promise<Member> {
  const id = randomUUID();
  await putMember({ id, username: `dm${id.slice(0, 8)}`, plan: 'business' });
  return { id, token: tokenFor(id) };
}

const get = (m: Member, query = '', lang = 'en') =>
  stack.call('/client/domain/index', { token: m.token, query, lang });
const post = (path: string, m: Member, body: unknown, lang = 'en') =>
  stack.call(`/client/domain/${path}`, { method: 'POST', token: m.token, body, lang });

/** A unique name per test run (names are unique across the platform). */
const uniqueName = (label: string) => `${label}-${randomUUID().slice(0, 8)}.example.com`;

let wildcard: TestCertificate;
let other: TestCertificate;
let chain: TestChain;
let strangerChain: TestChain;
beforeAll(async () => {
  [wildcard, other, chain, strangerChain] = await Promise.all([
    makeCertificate(['*.example.com']),
    makeCertificate(['other.example.org']),
    makeChain(['*.example.com']),
    makeChain(['other.example.org']),
  ]);
});

afterEach(() => useCnameResolver(null));

async function addHttp(m: Member, name = uniqueName('h')): Promise<DomainItem> {
  const { body } = await post('add', m, { name, region: 'ap-east-1', type: 'http' });
  expect(body.code, body.msg).toBe(1);
  return domainItemSchema.parse(body.data);
}

const sealedKeyOf = async (userId: string, domainId: string) => {
  const answer = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: domainKey(userId, domainId) }),
  );
  return String(answer.Item?.sealedKey ?? '');
};

describe('POST /client/domain/add', () => {
  it('adds an HTTP domain, lower-cased, unverified, without a certificate', async () => {
    const a = await member();
    const name = uniqueName('Shop');
    const { body } = await post('add', a, { name: name.toUpperCase(), region: 'us-east-1', type: 'http' });
    expect(body.code, body.msg).toBe(1);
    const item = domainItemSchema.parse(body.data);
    expect(item).toMatchObject({
      name: name.toLowerCase(),
      type: 'http',
      verified: false,
      last_check_at: 0,
      cert: null,
    });
  });

  it('adds an internationalised name as punycode with its Unicode form', async () => {
    const a = await member();
    const label = `店${randomUUID().slice(0, 6)}`;
    const { body } = await post('add', a, {
      name: `${label}.example.com`,
      region: 'ap-east-1',
      type: 'http',
    });
    expect(body.code, body.msg).toBe(1);
    const item = domainItemSchema.parse(body.data);
    expect(item.name).toMatch(/^xn--[a-z0-9-]+\.example\.com$/);
    expect(item.display_name).toBe(`${label}.example.com`);
  });

  it('adds an HTTPS domain: the key is stored sealed and never answered', async () => {
    const a = await member();
    const name = uniqueName('secure');
    const { body } = await post('add', a, {
      name,
      region: 'eu-central-1',
      type: 'https',
      certificate: wildcard.cert,
      private_key: wildcard.key,
    });
    expect(body.code, body.msg).toBe(1);
    const item = domainItemSchema.parse(body.data);
    expect(item.cert).toMatchObject({ subject: '*.example.com', sans: ['*.example.com'] });
    expect(JSON.stringify(body)).not.toMatch(/PRIVATE KEY|sealed|v1\./);
    const sealed = await sealedKeyOf(a.id, item.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(await decryptPrivateKey(sealed)).toContain('-----BEGIN PRIVATE KEY-----');
  });

  it.each([
    ['*.example.com', 'Wildcard domains'],
    ['10.0.0.1', 'not an IP address'],
    ['localhost', 'top-level domain'],
    ['', 'Please enter the domain name'],
  ])('refuses the name %s with its own message on the name field', async (name, message) => {
    const a = await member();
    const { body } = await post('add', a, { name, region: 'ap-east-1', type: 'http' });
    expect(body.code).toBe(0);
    expect(body.msg).toContain(message);
    expect((body.data as { errors: Record<string, string> }).errors.name).toContain(message);
  });

  it('answers messages in Chinese', async () => {
    const a = await member();
    const { body } = await post(
      'add',
      a,
      { name: '*.example.com', region: 'ap-east-1', type: 'http' },
      'zh-cn',
    );
    expect(body.msg).toContain('泛域名');
  });

  it('requires certificate and key for HTTPS and refuses each bad certificate with its own message', async () => {
    const a = await member();
    const name = uniqueName('bad');
    const add = (certificate: string, privateKey: string) =>
      post('add', a, { name, region: 'ap-east-1', type: 'https', certificate, private_key: privateKey });
    const missing = await add('', '');
    expect((missing.body.data as { errors: Record<string, string> }).errors).toMatchObject({
      certificate: expect.stringContaining('certificate public key'),
      private_key: expect.stringContaining('private key'),
    });
    expect((await add('garbage', wildcard.key)).body.msg).toContain('certificate could not be read');
    expect((await add(wildcard.cert, 'garbage')).body.msg).toContain('private key could not be read');
    expect((await add(wildcard.cert, other.key)).body.msg).toBe(
      'The private key does not belong to this certificate',
    );
    expect((await add(other.cert, other.key)).body.msg).toContain(`does not cover ${name}`);
    // Nothing was claimed by the refusals: the name is still free.
    await addHttp(a, name);
  });

  it('accepts a CA-issued certificate with its intermediate pasted first, and refuses a broken chain', async () => {
    const a = await member();
    const name = uniqueName('chain');
    const add = (certificate: string, lang = 'en') =>
      post(
        'add',
        a,
        { name, region: 'ap-east-1', type: 'https', certificate, private_key: chain.leaf.key },
        lang,
      );
    const broken = await add(`${strangerChain.intermediate.cert}\n${chain.leaf.cert}`, 'zh-cn');
    expect(broken.body.code).toBe(0);
    expect(broken.body.msg).toContain('证书链不完整');
    expect((await add(`${chain.root.cert}\n${chain.leaf.cert}`)).body.msg).toContain(
      'The certificate chain is broken: Test Root CA',
    );
    const { body } = await add(`${chain.intermediate.cert}\n${chain.leaf.cert}`);
    expect(body.code, body.msg).toBe(1);
    expect(domainItemSchema.parse(body.data)).toMatchObject({ name, type: 'https' });
  });

  it('keeps a name unique across the platform (case and Unicode forms alike)', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const name = uniqueName('taken');
    await addHttp(a, name);
    const again = await post('add', b, { name: name.toUpperCase(), region: 'ap-east-1', type: 'http' });
    expect(again.body.code).toBe(0);
    expect(again.body.msg).toBe(`The domain ${name} has already been added on this platform`);
    expect((await post('add', a, { name, region: 'ap-east-1', type: 'http' })).body.code).toBe(0);
  });

  it('needs a login', async () => {
    const { body } = await stack.call('/client/domain/add', {
      method: 'POST',
      body: { name: uniqueName('anon'), region: 'ap-east-1', type: 'http' },
    });
    expect(body.code).toBe(303);
  });
});

describe('GET /client/domain/index', () => {
  it('lists only the caller’s domains, newest first, with search, paging and the CNAME target', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const first = await addHttp(a, uniqueName('alpha'));
    const second = await addHttp(a, uniqueName('beta'));
    await addHttp(b, uniqueName('alpha'));
    const all = domainIndexDataSchema.parse((await get(a)).body.data);
    expect(all.total).toBe(2);
    expect(all.list.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(all.cname_target).toBe('pages.landinggo.example');
    const search = domainIndexDataSchema.parse((await get(a, 'quickSearch=ALPHA')).body.data);
    expect(search.list.map((item) => item.id)).toEqual([first.id]);
    const paged = domainIndexDataSchema.parse((await get(a, 'page=2&limit=1')).body.data);
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.list).toHaveLength(1);
    expect(domainIndexDataSchema.parse((await get(a, 'limit=500')).body.data).limit).toBe(100);
    const select = domainIndexDataSchema.parse((await get(a, 'select=true&quickSearch=beta')).body.data);
    expect(select.list.map((item) => [item.id, item.name])).toEqual([[second.id, second.name]]);
  });

  it('answers an empty list to a new member', async () => {
    const a = await member();
    expect(domainIndexDataSchema.parse((await get(a)).body.data)).toMatchObject({ list: [], total: 0 });
  });
});

describe('POST /client/domain/edit', () => {
  it('changes region and type; HTTPS keeps its certificate when none is pasted; HTTP drops it', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('edit'));
    const noCert = await post('edit', a, { id: item.id, region: 'ap-east-1', type: 'https' });
    expect(noCert.body.code).toBe(0);
    expect(noCert.body.msg).toContain('certificate public key');
    const https = await post('edit', a, {
      id: item.id,
      region: 'ap-northeast-1',
      type: 'https',
      certificate: wildcard.cert,
      private_key: wildcard.key,
    });
    expect(https.body.code, https.body.msg).toBe(1);
    expect(domainItemSchema.parse(https.body.data)).toMatchObject({
      region: 'ap-northeast-1',
      type: 'https',
    });
    const kept = await post('edit', a, { id: item.id, region: 'us-west-1', type: 'https' });
    expect(domainItemSchema.parse(kept.body.data).cert?.subject).toBe('*.example.com');
    expect(await sealedKeyOf(a.id, item.id)).toMatch(/^v1\./);
    const wrongKey = await post('edit', a, {
      id: item.id,
      region: 'us-west-1',
      type: 'https',
      certificate: wildcard.cert,
      private_key: other.key,
    });
    expect(wrongKey.body.msg).toBe('The private key does not belong to this certificate');
    const http = await post('edit', a, { id: item.id, region: 'us-west-1', type: 'http' });
    expect(domainItemSchema.parse(http.body.data).cert).toBeNull();
    expect(await sealedKeyOf(a.id, item.id)).toBe('');
  });
});

describe('POST /client/domain/verify', () => {
  const resolver = (answer: () => Promise<string[]>): CnameResolver => ({ resolveCname: answer });

  it('records verified when the CNAME points at the platform host, and not yet otherwise', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('dns'));
    const asked: string[] = [];
    useCnameResolver({
      ...resolver(async () => {
        asked.push('yes');
        return ['pages.landinggo.example.'];
      }),
      resolveTxt: createdTxt,
    });
    const ok = await post('verify', a, { id: item.id });
    const verified = domainVerifyDataSchema.parse(ok.body.data);
    expect(verified.result).toBe('verified');
    expect(verified.domain.verified).toBe(true);
    expect(verified.domain.last_check_at).toBeGreaterThan(0);
    expect(ok.body.msg).toContain('Domain verified');

    useCnameResolver(resolver(async () => ['elsewhere.example.net']));
    const wrong = await post('verify', a, { id: item.id });
    expect(domainVerifyDataSchema.parse(wrong.body.data)).toMatchObject({
      result: 'wrong_target',
      found: ['elsewhere.example.net'],
      domain: { verified: false, verified_at: 0 },
    });
    expect(wrong.body.msg).toContain('points at elsewhere.example.net, not at pages.landinggo.example');
    // This resolver has no TXT record either: the answer names both records.
    expect(wrong.body.msg).toContain(`TXT record _landinggo.${item.name}`);

    useCnameResolver(
      resolver(async () => {
        throw Object.assign(new Error('queryCname ENOTFOUND'), { code: 'ENOTFOUND' });
      }),
    );
    const missing = await post('verify', a, { id: item.id }, 'zh-cn');
    expect(domainVerifyDataSchema.parse(missing.body.data).result).toBe('not_found');
    expect(missing.body.msg).toContain('未找到 CNAME 记录');

    const listed = domainIndexDataSchema.parse((await get(a)).body.data).list[0];
    expect(listed).toMatchObject({ verified: false, last_check_result: 'not_found' });
  });
});

describe('ownership proof: the TXT record', () => {
  const resolver = (answer: () => Promise<string[]>): CnameResolver => ({ resolveCname: answer });
  it('gives each domain its own TXT record and verifies only with it as well as the CNAME', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('txt'));
    const other = await addHttp(a, uniqueName('txt2'));
    expect(item.txt_name).toBe(`_landinggo.${item.name}`);
    expect(item.txt_value).toMatch(/^[0-9a-f]{32}$/);
    expect(other.txt_value).not.toBe(item.txt_value);

    // The CNAME is right but no TXT record: not verified, and the answer names the missing record.
    useCnameResolver(resolver(async () => ['pages.landinggo.example']));
    for (const lang of ['en', 'zh-cn'] as const) {
      const { body } = await post('verify', a, { id: item.id }, lang);
      const data = domainVerifyDataSchema.parse(body.data);
      expect(data).toMatchObject({ result: 'txt_missing', cname_ok: true, txt_ok: false });
      expect(data.domain.verified).toBe(false);
      expect(body.msg).toContain(item.txt_name);
      expect(body.msg).toContain(item.txt_value);
      expect(body.msg).toContain(lang === 'en' ? 'the TXT record' : 'TXT 记录');
    }

    // A TXT record with another value (say another domain's token) does not prove anything.
    useCnameResolver({
      resolveCname: async () => ['pages.landinggo.example'],
      resolveTxt: async () => [[other.txt_value], ['v=spf1 -all']],
    });
    expect(domainVerifyDataSchema.parse((await post('verify', a, { id: item.id })).body.data).result).toBe(
      'txt_missing',
    );

    // Both records (the token may come split into strings, as long TXT values are): verified, held for good.
    useCnameResolver({
      resolveCname: async () => ['pages.landinggo.example'],
      resolveTxt: async (name) =>
        name === item.txt_name ? [[item.txt_value.slice(0, 10), item.txt_value.slice(10)]] : [],
    });
    const ok = await post('verify', a, { id: item.id });
    const verified = domainVerifyDataSchema.parse(ok.body.data);
    expect(verified).toMatchObject({ result: 'verified', cname_ok: true, txt_ok: true });
    expect(verified.domain).toMatchObject({ verified: true, expires_at: 0 });
    const claim = await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: domainClaimKey(item.name) }),
    );
    expect(claim.Item?.ttl).toBeUndefined();
  });
});

describe('unverified claims expire', () => {
  it('an unverified claim carries a TTL of three days; once passed the name is free for anyone', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const name = uniqueName('expiring');
    const before = Date.now();
    const item = await addHttp(a, name);
    const days3 = 3 * 86_400;
    expect(item.expires_at).toBeGreaterThanOrEqual(Math.floor(before / 1000) + days3 - 1);
    const claimOf = async () =>
      (
        await documentClient().send(
          new GetCommand({ TableName: env().TABLE_NAME, Key: domainClaimKey(name) }),
        )
      ).Item;
    const ttl = Number((await claimOf())?.ttl);
    expect(ttl - item.expires_at).toBeGreaterThanOrEqual(0);
    expect(ttl - item.expires_at).toBeLessThanOrEqual(1);
    // Still held while the claim is young.
    expect((await post('add', b, { name, region: 'ap-east-1', type: 'http' })).body.code).toBe(0);

    // Three days later (the stored expiry moved into the past; no sweep ran yet): free in code.
    const past = Date.now() - 1000;
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: domainKey(a.id, item.id),
        UpdateExpression: 'SET expiresAt = :ms, #ttl = :s',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':ms': past, ':s': Math.ceil(past / 1000) },
      }),
    );
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: domainClaimKey(name),
        UpdateExpression: 'SET #ttl = :s',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':s': Math.ceil(past / 1000) },
      }),
    );
    expect(domainIndexDataSchema.parse((await get(a)).body.data).list).toEqual([]);
    expect((await post('verify', a, { id: item.id })).body.code).toBe(0);
    const taken = await post('add', b, { name, region: 'ap-east-1', type: 'http' });
    expect(taken.body.code, taken.body.msg).toBe(1);
    expect((await claimOf())?.userId).toBe(b.id);
  });

  it('the sweep deletes an expired unverified domain and its claim', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('swept'));
    await sweepExpired((item.expires_at + 10) * 1000);
    const stored = await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: domainKey(a.id, item.id) }),
    );
    expect(stored.Item).toBeUndefined();
    const claim = await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: domainClaimKey(item.name) }),
    );
    expect(claim.Item).toBeUndefined();
  });
});

describe('daily re-check of verified domains', () => {
  const both = (cname: string[]) =>
    useCnameResolver({ resolveCname: async () => cname, resolveTxt: createdTxt });

  it('takes a domain whose records are gone offline: pages leave it, it is unverified and expires again', async () => {
    const a = await member();
    const kept = await addHttp(a, uniqueName('kept'));
    const gone = await addHttp(a, uniqueName('gone'));
    both(['pages.landinggo.example']);
    for (const item of [kept, gone]) expect((await post('verify', a, { id: item.id })).body.code).toBe(1);
    const page = await createPage({
      userId: a.id,
      name: 'Landing',
      route: '/',
      domainId: gone.id,
      domainName: gone.name,
      nowMs: Date.now(),
    });
    if (!page.ok) throw new Error('page not created');

    // The records of `gone` disappear (NXDOMAIN); `kept` still has both.
    useCnameResolver({
      resolveCname: async (name) => {
        if (name === gone.name) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        return ['pages.landinggo.example'];
      },
      resolveTxt: createdTxt,
    });
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
    const report = await recheckVerifiedDomains({ nowMs: Date.now(), log: log as never });
    expect(report.takenOffline).toBeGreaterThanOrEqual(1);
    const listed = domainIndexDataSchema.parse((await get(a)).body.data).list;
    expect(listed.find((d) => d.id === kept.id)).toMatchObject({ verified: true, expires_at: 0 });
    const off = listed.find((d) => d.id === gone.id);
    expect(off).toMatchObject({ verified: false, last_check_result: 'not_found' });
    expect(off?.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(await getPage(a.id, page.page.id)).toMatchObject({ domainId: '', routeClaim: '' });
    expect(await lookupRouteClaim(routeClaimPk(gone.name, '/'))).toBeNull();
  });

  it('counts the kept domains whose imported certificate ends within 30 days (metric CertificatesExpiringSoon)', async () => {
    const a = await member();
    const name = uniqueName('renew');
    const { body } = await post('add', a, {
      name,
      region: 'eu-central-1',
      type: 'https',
      certificate: wildcard.cert,
      private_key: wildcard.key,
    });
    const item = domainItemSchema.parse(body.data);
    both(['pages.landinggo.example']);
    expect((await post('verify', a, { id: item.id })).body.code).toBe(1);
    const notAfterMs = (item.cert?.not_after ?? 0) * 1000;
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() } as never;
    const DAY = 86_400_000;
    const early = await recheckVerifiedDomains({ nowMs: notAfterMs - 31 * DAY, log });
    expect(early.certificatesExpiring).not.toContain(name);
    const late = await recheckVerifiedDomains({ nowMs: notAfterMs - 29 * DAY, log });
    expect(late.certificatesExpiring).toContain(name);
    const ended = await recheckVerifiedDomains({ nowMs: notAfterMs + DAY, log });
    expect(ended.certificatesExpiring).toContain(name);
  });

  it('keeps a domain when the DNS cannot be asked, and takes one offline when only its TXT record is gone', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('flaky'));
    both(['pages.landinggo.example']);
    expect((await post('verify', a, { id: item.id })).body.code).toBe(1);
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() } as never;
    useCnameResolver({
      resolveCname: async () => {
        throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      },
      resolveTxt: async () => {
        throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      },
    });
    await recheckVerifiedDomains({ nowMs: Date.now(), log });
    expect(domainIndexDataSchema.parse((await get(a)).body.data).list[0]?.verified).toBe(true);
    useCnameResolver({ resolveCname: async () => ['pages.landinggo.example'] });
    await recheckVerifiedDomains({ nowMs: Date.now(), log });
    expect(domainIndexDataSchema.parse((await get(a)).body.data).list[0]).toMatchObject({
      verified: false,
      last_check_result: 'txt_missing',
    });
  });
});

describe('names that cannot be claimed', () => {
  it('refuses the platform’s own names and anything under them, in both languages', async () => {
    const a = await member();
    for (const name of [
      'pages.landinggo.example',
      'shop.pages.landinggo.example',
      'PAGES.landinggo.example.',
    ]) {
      const en = await post('add', a, { name, region: 'ap-east-1', type: 'http' });
      expect(en.body.code).toBe(0);
      expect(en.body.msg).toBe('This name is used by the platform itself and cannot be added');
      const zh = await post('add', a, { name, region: 'ap-east-1', type: 'http' }, 'zh-cn');
      expect(zh.body.msg).toBe('该域名为平台自身所用，不能添加');
    }
  });

  it('refuses a subdomain of another member’s verified domain, not of an unverified one or one’s own', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const parent = uniqueName('parent');
    const item = await addHttp(a, parent);
    // Unverified: a name under it is still anyone's to add.
    expect(
      (await post('add', b, { name: `early.${parent}`, region: 'ap-east-1', type: 'http' })).body.code,
    ).toBe(1);
    useCnameResolver({ resolveCname: async () => ['pages.landinggo.example'], resolveTxt: createdTxt });
    expect((await post('verify', a, { id: item.id })).body.code).toBe(1);
    for (const name of [`www.${parent}`, `a.b.${parent}`]) {
      const en = await post('add', b, { name, region: 'ap-east-1', type: 'http' });
      expect(en.body.code).toBe(0);
      expect(en.body.msg).toBe(
        `This name is under ${parent}, a domain another member has verified, and cannot be added`,
      );
      const zh = await post('add', b, { name, region: 'ap-east-1', type: 'http' }, 'zh-cn');
      expect(zh.body.msg).toBe(`该域名属于其他会员已验证的域名 ${parent}，不能添加`);
    }
    expect(
      (await post('add', a, { name: `www.${parent}`, region: 'ap-east-1', type: 'http' })).body.code,
    ).toBe(1);
  });
});

describe('POST /client/domain/del', () => {
  it('deletes a domain and frees its name for another member', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const name = uniqueName('free');
    const item = await addHttp(a, name);
    const { body } = await post('del', a, { id: item.id });
    expect(body.code, body.msg).toBe(1);
    expect(domainIndexDataSchema.parse((await get(a)).body.data).total).toBe(0);
    await addHttp(b, name);
    expect((await post('del', a, { id: item.id })).body.msg).toBe(
      'The domain does not exist or has been deleted',
    );
  });

  it('deletes a domain that pages use: they leave it (route claims freed) and stay as drafts', async () => {
    const a = await member();
    const item = await addHttp(a, uniqueName('used'));
    const page = await createPage({
      userId: a.id,
      name: 'Landing',
      route: '/',
      domainId: item.id,
      domainName: item.name,
      nowMs: Date.now(),
    });
    if (!page.ok) throw new Error('page not created');
    const { body } = await post('del', a, { id: item.id });
    expect(body.code, body.msg).toBe(1);
    expect(body.data).toEqual({ id: item.id, unpublished: 1 });
    expect(await getPage(a.id, page.page.id)).toMatchObject({
      domainId: '',
      routeClaim: '',
      publishedVersion: 0,
    });
    expect(await lookupRouteClaim(routeClaimPk(item.name, '/'))).toBeNull();
  });
});

describe('cross-member access', () => {
  it('member B can never see, edit, verify or delete member A’s domain by id', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const item = await addHttp(a, uniqueName('private'));
    let asked = 0;
    useCnameResolver({
      resolveCname: async () => {
        asked += 1;
        return [];
      },
    });
    expect(domainIndexDataSchema.parse((await get(b)).body.data).list).toEqual([]);
    for (const [path, body] of [
      ['edit', { id: item.id, region: 'us-west-1', type: 'http' }],
      ['verify', { id: item.id }],
      ['del', { id: item.id }],
    ] as const) {
      const answer = await post(path, b, body);
      expect(answer.body.code, path).toBe(0);
      expect(answer.body.msg, path).toBe('The domain does not exist or has been deleted');
    }
    expect(asked).toBe(0);
    const still = domainIndexDataSchema.parse((await get(a)).body.data).list;
    expect(still).toEqual([item]);
  });
});

describe('key material', () => {
  it('never reaches answers or logs, plain or sealed (add, edit, index)', async () => {
    process.env.LOG_LEVEL = 'debug';
    resetEnvForTests();
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      const a = await member();
      const name = uniqueName('logged');
      const https = {
        region: 'ap-east-1',
        type: 'https',
        certificate: wildcard.cert,
        private_key: wildcard.key,
      };
      const added = await post('add', a, { name, ...https });
      const id = domainItemSchema.parse(added.body.data).id;
      const edited = await post('edit', a, { id, ...https });
      const refused = await post('add', a, { name: uniqueName('wrong'), ...https, private_key: other.key });
      const listed = await get(a);
      const sealed = await sealedKeyOf(a.id, id);
      for (const answer of [added, edited, refused, listed]) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('PRIVATE KEY');
        expect(text).not.toContain(sealed.split('.')[3]);
        expect(text).not.toContain(wildcard.key.split('\n')[1]);
      }
    } finally {
      out.mockRestore();
      err.mockRestore();
      process.env.LOG_LEVEL = 'silent';
      resetEnvForTests();
    }
    const logged = lines.join('');
    expect(logged).toContain('"msg":"request"');
    const keyBody = (key: string) => key.split('\n')[1] ?? 'unlikely';
    for (const secret of ['PRIVATE KEY', keyBody(wildcard.key), keyBody(other.key)]) {
      expect(logged).not.toContain(secret);
    }
  });
});
