import { beforeAll, describe, expect, it } from 'vitest';
import { CERT_MESSAGES, checkCertificate, readCertificate } from '#functions/domains/certificates.ts';
import { makeCertificate, type TestCertificate } from '../../../helpers/certificates.ts';

const NAME = 'shop.example.com';
let valid: TestCertificate;
let other: TestCertificate;
let wildcard: TestCertificate;
let expired: TestCertificate;
let future: TestCertificate;

beforeAll(async () => {
  [valid, other, wildcard, expired, future] = await Promise.all([
    makeCertificate([NAME, 'www.example.com']),
    makeCertificate(['other.example.org']),
    makeCertificate(['*.example.com']),
    makeCertificate([NAME], { fromDays: -60, toDays: -1 }),
    makeCertificate([NAME], { fromDays: 2, toDays: 90 }),
  ]);
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

  it('reads a CRT given as bare base64 (DER) text and a chain given as PEM', () => {
    const body = valid.cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '');
    expect(readCertificate(body)?.subject).toContain(NAME);
    expect(check(`${valid.cert}\n${other.cert}`, valid.key).ok).toBe(true);
  });

  it('has a message in both languages for every problem', () => {
    for (const message of Object.values(CERT_MESSAGES)) {
      expect(message.en).not.toBe('');
      expect(message['zh-cn']).not.toBe('');
    }
  });
});
