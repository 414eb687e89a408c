import { beforeAll, describe, expect, it } from 'vitest';
import { CERT_MESSAGES, checkCertificate, readCertificate } from '#functions/domains/certificates.ts';
import {
  makeCertificate,
  makeChain,
  type TestCertificate,
  type TestChain,
} from '../../../helpers/certificates.ts';

const NAME = 'shop.example.com';
let valid: TestCertificate;
let other: TestCertificate;
let wildcard: TestCertificate;
let expired: TestCertificate;
let future: TestCertificate;
let chain: TestChain;
let otherChain: TestChain;

beforeAll(async () => {
  [valid, other, wildcard, expired, future] = await Promise.all([
    makeCertificate([NAME, 'www.example.com']),
    makeCertificate(['other.example.org']),
    makeCertificate(['*.example.com']),
    makeCertificate([NAME], { fromDays: -60, toDays: -1 }),
    makeCertificate([NAME], { fromDays: 2, toDays: 90 }),
  ]);
  [chain, otherChain] = await Promise.all([makeChain([NAME]), makeChain(['other.example.org'])]);
});

const check = (cert: string, key: string, name = NAME) =>
  checkCertificate({ certificate: cert, privateKey: key, name, nowMs: Date.now() });

describe('checkCertificate', () => {
  it('accepts a valid certificate with its key, and describes it', () => {
    const result = check(valid.cert, valid.key);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.info.subject).toBe(NAME);
    expect(result.info.sans).toEqual([NAME, 'www.example.com']);
    expect(result.info.notAfterMs).toBeGreaterThan(Date.now());
    expect(result.privateKey).toContain('-----BEGIN PRIVATE KEY-----');
  });

  it('accepts a wildcard certificate for a name one level below it, not for the bare name', () => {
    expect(check(wildcard.cert, wildcard.key).ok).toBe(true);
    expect(check(wildcard.cert, wildcard.key, 'a.b.example.com')).toMatchObject({
      ok: false,
      problem: 'wrongName',
    });
  });

  it('refuses a key of another certificate', () => {
    expect(check(valid.cert, other.key)).toMatchObject({
      ok: false,
      problem: 'keyMismatch',
      field: 'private_key',
    });
  });

  it('refuses a certificate for another name, naming what it covers', () => {
    expect(check(other.cert, other.key)).toEqual({
      ok: false,
      problem: 'wrongName',
      field: 'certificate',
      values: { name: NAME, names: 'other.example.org' },
    });
  });

  it('refuses an expired certificate and one not valid yet', () => {
    expect(check(expired.cert, expired.key)).toMatchObject({ ok: false, problem: 'expired' });
    expect(check(future.cert, future.key)).toMatchObject({ ok: false, problem: 'notYetValid' });
  });

  it('refuses garbage as certificate and as key, and a key pasted as certificate', () => {
    expect(check('hello', valid.key)).toMatchObject({ ok: false, problem: 'certificateUnreadable' });
    expect(check(valid.key, valid.key)).toMatchObject({ ok: false, problem: 'certificateUnreadable' });
    expect(check(valid.cert, 'not a key')).toMatchObject({ ok: false, problem: 'keyUnreadable' });
    expect(check(valid.cert, valid.cert)).toMatchObject({ ok: false, problem: 'keyUnreadable' });
  });

  it('reads a CRT given as bare base64 (DER) text, and stores it as PEM', () => {
    const body = valid.cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '');
    expect(readCertificate(body)?.subject).toContain(NAME);
    expect(check(body, valid.key)).toMatchObject({ ok: true, certificate: valid.cert.trim() });
  });

  it('accepts a chain in any order and stores it from the leaf up', () => {
    const { leaf, intermediate, root } = chain;
    const pems = (...certs: TestCertificate[]) => certs.map((c) => c.cert.trim());
    for (const bundle of [
      [leaf, intermediate],
      [intermediate, leaf],
      [intermediate, root, leaf],
      [root, leaf, intermediate],
    ]) {
      const result = check(pems(...bundle).join('\n'), leaf.key);
      expect(result).toMatchObject({ ok: true, info: { subject: NAME } });
      if (!result.ok) continue;
      const expected = pems(...[leaf, intermediate, root].filter((c) => bundle.includes(c)));
      expect(
        result.certificate.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g),
      ).toEqual(expected);
    }
  });

  it('refuses a bundle with a certificate outside the chain, naming it', () => {
    const { leaf, intermediate, root } = chain;
    expect(check(`${intermediate.cert}\n${leaf.cert}\n${otherChain.intermediate.cert}`, leaf.key)).toEqual({
      ok: false,
      problem: 'chainBroken',
      field: 'certificate',
      values: { subject: 'Test Intermediate CA' },
    });
    // A missing middle link: the root issued nothing else in the bundle.
    expect(check(`${root.cert}\n${leaf.cert}`, leaf.key)).toMatchObject({
      problem: 'chainBroken',
      values: { subject: 'Test Root CA' },
    });
    // Same name as the real issuer but another key: the signature does not verify.
    expect(check(`${otherChain.intermediate.cert}\n${leaf.cert}`, leaf.key)).toMatchObject({
      problem: 'chainBroken',
    });
    expect(check(`${leaf.cert}\n${valid.cert}`, leaf.key)).toMatchObject({
      problem: 'chainBroken',
      values: { subject: NAME },
    });
  });

  it('refuses a chain when the key belongs to none of its certificates, or to the intermediate only', () => {
    const bundle = `${chain.intermediate.cert}\n${chain.leaf.cert}`;
    expect(check(bundle, other.key)).toMatchObject({ ok: false, problem: 'keyMismatch' });
    // The intermediate's own key makes it the leaf; the real leaf then fits nowhere above it.
    expect(check(bundle, chain.intermediate.key)).toMatchObject({ ok: false, problem: 'chainBroken' });
  });

  it('refuses a bundle where one PEM block is damaged', () => {
    const damaged = chain.intermediate.cert.replace(/\n([A-Za-z0-9+/]{10})/, '\n!!!!!!!!!!');
    expect(check(`${damaged}\n${chain.leaf.cert}`, chain.leaf.key)).toMatchObject({
      problem: 'certificateUnreadable',
    });
  });

  it('has a message in both languages for every problem', () => {
    for (const message of Object.values(CERT_MESSAGES)) {
      expect(message.en).not.toBe('');
      expect(message['zh-cn']).not.toBe('');
    }
  });
});
