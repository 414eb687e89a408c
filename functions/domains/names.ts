import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import type { Localized } from '#core/i18n/lang.ts';

/** Longest DNS name in its ASCII form, without the root dot (RFC 1035). */
export const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** A top-level domain: letters only, or an internationalised TLD in punycode. */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const NAME_MESSAGES = {
  wildcard: {
    en: 'Wildcard domains (*) cannot be added: add each domain on its own',
    'zh-cn': '不能添加泛域名（*）：请逐个添加域名',
  },
  ip: { en: 'Enter a domain name, not an IP address', 'zh-cn': '请输入域名，而不是 IP 地址' },
  scheme: {
    en: 'Enter only the domain name, without http:// or a path',
    'zh-cn': '只需填写域名，不要包含 http:// 或路径',
  },
  invalid: {
    en: 'This is not a valid domain name (e.g. www.example.com)',
    'zh-cn': '域名格式不正确（例如 www.example.com）',
  },
  tooLong: {
    en: 'The domain name is too long (at most 253 characters)',
    'zh-cn': '域名过长（最多 253 个字符）',
  },
  label: {
    en: 'Each part of the domain name must be 1-63 letters, digits or hyphens, not starting or ending with a hyphen',
    'zh-cn': '域名的每一段须为 1-63 个字母、数字或连字符，且不能以连字符开头或结尾',
  },
  tld: {
    en: 'The domain name needs a valid top-level domain (e.g. .com)',
    'zh-cn': '域名需要有效的顶级域（例如 .com）',
  },
  reserved: {
    en: 'This name is used by the platform itself and cannot be added',
    'zh-cn': '该域名为平台自身所用，不能添加',
  },
  underVerified: {
    en: 'This name is under {parent}, a domain another member has verified, and cannot be added',
    'zh-cn': '该域名属于其他会员已验证的域名 {parent}，不能添加',
  },
} as const satisfies Record<string, Localized>;

/** A name equal to one of `hosts` or under one of them (a.b under b). */
export function isUnderAny(name: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => host !== '' && (name === host || name.endsWith(`.${host}`)));
}

/** The parent names of `name`, nearest first, down to its two-label domain (a.b.c.com: b.c.com, c.com). */
export function parentNames(name: string): string[] {
  const labels = name.split('.');
  const parents: string[] = [];
  for (let i = 1; i <= labels.length - 2; i++) parents.push(labels.slice(i).join('.'));
  return parents;
}

/**
 * The hosts the platform answers on, which no member may add (nor any name under them): the
 * app's (PUBLIC_ORIGIN), the published pages' (PAGES_ORIGIN) and the CNAME target. IP addresses
 * (a local server's origin) are not names and are skipped.
 */
export function platformHosts(origins: readonly (string | undefined)[], cnameTarget: string): string[] {
  const hosts = new Set<string>();
  for (const origin of origins) {
    if (!origin) continue;
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // Not a URL: nothing to reserve.
    }
  }
  hosts.add(cnameTarget.trim().toLowerCase().replace(/\.$/, ''));
  return [...hosts].filter((host) => host.includes('.') && !isIP(host.replace(/^\[|\]$/g, '')));
}

export type NameProblem = keyof typeof NAME_MESSAGES;

export type NormalisedName =
  | { ok: true; name: string; displayName: string }
  | { ok: false; problem: NameProblem };

/**
 * Checks a domain name as typed by a member and gives its stored forms: `name` in ASCII
 * (internationalised labels converted to punycode by node:url's UTS #46 mapping), lower-case,
 * without a trailing dot; `displayName` in Unicode. Refuses wildcards, IP addresses, URLs,
 * bad labels, single-label names and numeric or malformed top-level domains.
 */
export function normaliseDomainName(input: string): NormalisedName {
  const typed = input.trim().replace(/\.$/, '');
  if (typed.includes('*')) return { ok: false, problem: 'wildcard' };
  if (/[/:@?#\s]/.test(typed)) {
    return { ok: false, problem: isIP(typed.replace(/^\[|\]$/g, '')) ? 'ip' : 'scheme' };
  }
  if (isIP(typed)) return { ok: false, problem: 'ip' };
  // A numeric last label would make node:url read the name as an IPv4 address.
  if (/\.\d+$/.test(typed)) return { ok: false, problem: /^[\d.]+$/.test(typed) ? 'ip' : 'tld' };
  const ascii = domainToASCII(typed).toLowerCase();
  if (!ascii) return { ok: false, problem: 'invalid' };
  // node:url turns some dotted numbers (e.g. "1.2.3") into IPv4 addresses.
  if (isIP(ascii)) return { ok: false, problem: 'ip' };
  if (ascii.length > MAX_NAME_LENGTH) return { ok: false, problem: 'tooLong' };
  const labels = ascii.split('.');
  if (labels.length < 2) return { ok: false, problem: 'tld' };
  for (const label of labels) {
    if (label.length === 0 || label.length > MAX_LABEL_LENGTH || !LABEL.test(label)) {
      return { ok: false, problem: 'label' };
    }
    // node:url passes undecodable punycode through unchanged.
    if (label.startsWith('xn--') && domainToUnicode(label) === label)
      return { ok: false, problem: 'invalid' };
  }
  const tld = labels.at(-1) ?? '';
  if (!TLD.test(tld)) return { ok: false, problem: 'tld' };
  return { ok: true, name: ascii, displayName: domainToUnicode(ascii) || ascii };
}
