import { registerMessages } from '#core/validation/parse.ts';

/**
 * The domain centre's fixed values, apart from its schemas (./domain.ts): the domains repository
 * reads them in every group that looks up a domain, and importing them builds no Zod schema.
 */

/**
 * Regions a domain can be served from: AWS region codes of the CDN origins the platform offers.
 * Labels live in the domain centre's translation files (`region.{code}`).
 */
export const DOMAIN_REGIONS = [
  'ap-east-1', // Hong Kong
  'ap-southeast-1', // Singapore
  'ap-northeast-1', // Tokyo
  'us-west-1', // US West (N. California)
  'us-east-1', // US East (N. Virginia)
  'eu-central-1', // Frankfurt
] as const;
export type DomainRegion = (typeof DOMAIN_REGIONS)[number];

export const DOMAIN_TYPES = ['http', 'https'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/**
 * Outcome of the last check: '' never checked; txt_missing: the CNAME is right but the ownership
 * TXT record is missing or holds another value; the others describe the CNAME.
 */
export const CHECK_RESULTS = [
  '',
  'verified',
  'wrong_target',
  'not_found',
  'lookup_failed',
  'txt_missing',
] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

export const DOMAIN_MESSAGES = {
  nameRequired: { en: 'Please enter the domain name', 'zh-cn': '请输入域名' },
  nameTooLong: { en: 'The domain name is too long', 'zh-cn': '域名过长' },
  regionRequired: { en: 'Please select the domain region', 'zh-cn': '请选择域名区域' },
  typeRequired: { en: 'Please select the type (HTTP or HTTPS)', 'zh-cn': '请选择类型（HTTP 或 HTTPS）' },
  certificateRequired: {
    en: 'Please paste the certificate public key (PEM or CRT) for HTTPS',
    'zh-cn': 'HTTPS 需要填写证书公钥（PEM 或 CRT）',
  },
  keyRequired: {
    en: 'Please paste the certificate private key (KEY) for HTTPS',
    'zh-cn': 'HTTPS 需要填写证书私钥（KEY）',
  },
  bothRequired: {
    en: 'Paste both the certificate and its private key to replace the certificate',
    'zh-cn': '更换证书时需同时填写证书公钥和私钥',
  },
  certificateTooLong: { en: 'The certificate is too long', 'zh-cn': '证书内容过长' },
  keyTooLong: { en: 'The private key is too long', 'zh-cn': '私钥内容过长' },
  idRequired: { en: 'Please choose a domain', 'zh-cn': '请选择域名' },
} as const;
registerMessages(Object.values(DOMAIN_MESSAGES));

/** The ownership record's name: a TXT record `_landinggo.{domain}` holding the domain's token. */
export const TXT_RECORD_PREFIX = '_landinggo';
export const txtRecordName = (name: string) => `${TXT_RECORD_PREFIX}.${name}`;

/** Days an unverified domain keeps its name; then the claim expires and the name is free again. */
export const UNVERIFIED_CLAIM_DAYS = 3;
