import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { Localized } from '#core/i18n/lang.ts';
import { utcDay } from '#core/time.ts';

export const CERT_MESSAGES = {
  certificateUnreadable: {
    en: 'The certificate could not be read: paste a PEM certificate (-----BEGIN CERTIFICATE-----) or the text of a .crt file',
    'zh-cn': '无法读取证书：请粘贴 PEM 格式证书（-----BEGIN CERTIFICATE-----）或 .crt 文件的内容',
  },
  keyUnreadable: {
    en: 'The private key could not be read: paste the unencrypted private key (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA/EC PRIVATE KEY-----)',
    'zh-cn':
      '无法读取私钥：请粘贴未加密的私钥（-----BEGIN PRIVATE KEY----- 或 -----BEGIN RSA/EC PRIVATE KEY-----）',
  },
  keyMismatch: {
    en: 'The private key does not belong to this certificate',
    'zh-cn': '私钥与证书不匹配',
  },
  notYetValid: {
    en: 'The certificate is not valid yet (valid from {date})',
    'zh-cn': '证书尚未生效（生效时间 {date}）',
  },
  expired: {
    en: 'The certificate has expired (valid until {date})',
    'zh-cn': '证书已过期（有效期至 {date}）',
  },
  wrongName: {
    en: 'The certificate does not cover {name} (it covers: {names})',
    'zh-cn': '证书不包含域名 {name}（证书包含：{names}）',
  },
  chainBroken: {
    en: 'The certificate chain is broken: {subject} did not issue any other certificate in the bundle (paste only the certificate and its intermediate certificates)',
    'zh-cn': '证书链不完整：证书包中的 {subject} 不是其他任何证书的签发者（只需粘贴证书及其中间证书）',
  },
} as const satisfies Record<string, Localized>;

export type CertProblem = keyof typeof CERT_MESSAGES;

/** What a certificate says, for display. Times in milliseconds. */
export type CertInfo = {
  subject: string;
  sans: string[];
  issuer: string;
  notBeforeMs: number;
  notAfterMs: number;
};

export type CertCheck =
  | { ok: true; info: CertInfo; certificate: string; privateKey: string }
  | {
      ok: false;
      problem: CertProblem;
      /** Which form field the problem belongs to. */
      field: 'certificate' | 'private_key';
      values: Record<string, string>;
    };

const PEM_CERTS = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Reads every certificate of a bundle: the PEM blocks in any order (a certificate and its
 * chain), or the base64 text of a DER .crt file without the PEM armour. Null when nothing
 * readable is there or any PEM block does not parse.
 */
export function readCertificates(text: string): X509Certificate[] | null {
  const blocks = text.match(PEM_CERTS) ?? [];
  try {
    if (blocks.length > 0) return blocks.map((pem) => new X509Certificate(pem));
    const compact = text.replace(/\s+/g, '');
    if (!compact || !/^[A-Za-z0-9+/]+=*$/.test(compact)) return null;
    return [new X509Certificate(Buffer.from(compact, 'base64'))];
  } catch {
    return null;
  }
}

/** The first certificate of a bundle (see readCertificates), or null. */
export function readCertificate(text: string): X509Certificate | null {
  return readCertificates(text)?.[0] ?? null;
}

/** Whether `issuer` issued `certificate`: the names link and the signature verifies. */
const issued = (certificate: X509Certificate, issuer: X509Certificate) =>
  certificate.checkIssued(issuer) && certificate.verify(issuer.publicKey);

/**
 * Orders a bundle from `leaf` up: each next certificate is the issuer of the one before.
 * Gives the first certificate that fits nowhere in that chain when the bundle holds one.
 */
function orderChain(
  leaf: X509Certificate,
  bundle: readonly X509Certificate[],
): { chain: X509Certificate[] } | { stray: X509Certificate } {
  const chain = [leaf];
  let rest = bundle.filter((certificate) => certificate !== leaf);
  for (;;) {
    const last = chain[chain.length - 1] as X509Certificate;
    const issuer = rest.find((candidate) => candidate !== last && issued(last, candidate));
    if (!issuer) break;
    chain.push(issuer);
    rest = rest.filter((certificate) => certificate !== issuer);
  }
  const [stray] = rest;
  return stray ? { stray } : { chain };
}

function readPrivateKey(text: string): KeyObject | null {
  try {
    const key = createPrivateKey({ key: text, format: 'pem' });
    return key.type === 'private' ? key : null;
  } catch {
    // Encrypted keys (no passphrase here), public keys and garbage all land here.
    return null;
  }
}

/** A certificate's first value of a distinguished-name attribute, else the whole name. */
function nameAttribute(distinguishedName: string, attribute: string): string {
  const line = distinguishedName.split('\n').find((part) => part.startsWith(`${attribute}=`));
  return line ? line.slice(attribute.length + 1) : distinguishedName.replaceAll('\n', ', ');
}

/** The DNS names of the subjectAltName extension ("DNS:a.com, DNS:*.a.com"). */
function dnsNames(certificate: X509Certificate): string[] {
  return (certificate.subjectAltName ?? '')
    .split(/,\s*/)
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4).toLowerCase());
}

export function certificateInfo(certificate: X509Certificate): CertInfo {
  return {
    subject: nameAttribute(certificate.subject, 'CN'),
    sans: dnsNames(certificate),
    issuer: nameAttribute(certificate.issuer, 'O') || nameAttribute(certificate.issuer, 'CN'),
    notBeforeMs: Date.parse(certificate.validFrom),
    notAfterMs: Date.parse(certificate.validTo),
  };
}

/**
 * Checks an HTTPS domain's certificate and key before they are accepted, in this order (each
 * failure its own message): the certificate bundle parses, the key parses, the key belongs to a
 * certificate of the bundle (that one is the leaf, wherever it stands), every other certificate
 * of the bundle is a link of the leaf's chain (its issuer, that one's issuer, …: names and
 * signatures checked), the leaf is valid now (not before its start, not after its end), and it
 * covers the domain name (checkHost: subject alternative names, wildcards included). The texts
 * come back normalised: the certificate as the PEM chain from the leaf up; the key re-exported
 * as PKCS#8 PEM.
 */
export function checkCertificate(input: {
  certificate: string;
  privateKey: string;
  name: string;
  nowMs: number;
}): CertCheck {
  const bundle = readCertificates(input.certificate);
  if (!bundle) return { ok: false, problem: 'certificateUnreadable', field: 'certificate', values: {} };
  const key = readPrivateKey(input.privateKey);
  if (!key) return { ok: false, problem: 'keyUnreadable', field: 'private_key', values: {} };
  const certificate = bundle.find((candidate) => candidate.checkPrivateKey(key));
  if (!certificate) {
    return { ok: false, problem: 'keyMismatch', field: 'private_key', values: {} };
  }
  const ordered = orderChain(certificate, bundle);
  if ('stray' in ordered) {
    return {
      ok: false,
      problem: 'chainBroken',
      field: 'certificate',
      values: { subject: nameAttribute(ordered.stray.subject, 'CN') },
    };
  }
  const info = certificateInfo(certificate);
  if (input.nowMs < info.notBeforeMs) {
    return {
      ok: false,
      problem: 'notYetValid',
      field: 'certificate',
      values: { date: utcDay(info.notBeforeMs) },
    };
  }
  if (input.nowMs > info.notAfterMs) {
    return { ok: false, problem: 'expired', field: 'certificate', values: { date: utcDay(info.notAfterMs) } };
  }
  if (certificate.checkHost(input.name) === undefined) {
    const names = info.sans.length > 0 ? info.sans : [info.subject];
    return {
      ok: false,
      problem: 'wrongName',
      field: 'certificate',
      values: { name: input.name, names: names.join(', ') },
    };
  }
  const privateKey = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  const pem = ordered.chain.map((link) => link.toString().trim()).join('\n');
  return { ok: true, info, certificate: pem, privateKey };
}
