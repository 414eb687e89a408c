/**
 * Every kind of item in the single table (functions/data/table.ts) and the shape of its key, in
 * one place. Repositories (functions/data/*-repo.ts and the pay centre's money code) build keys
 * only through these; nothing else knows a prefix.
 *
 * A member's own items share the member's partition (pk USER#{id}) and differ by sort key; claims
 * of a unique name live in their own partition (pk UNIQUE#…, sk UNIQUE); the rest is keyed by
 * its own id. gsi1 and gsi2 serve the look-ups named below.
 */

export type ItemKey = { pk: string; sk: string };

const pad13 = (ms: number): string => String(Math.max(0, Math.trunc(ms))).padStart(13, '0');

/** The partition of a member's items. */
/** Partition of a click captcha's challenge: the only items the public captcha function writes (cdk IAM). */
export const CAPTCHA_PARTITION_PREFIX = 'CAPTCHA#';

export const memberPartition = (userId: string): string => `USER#${userId}`;

/** Sort-key prefixes of a member's items that are listed with begins_with. */
export const SK_PREFIX = {
  page: 'PAGE#',
  domain: 'DOMAIN#',
  session: 'SESSION#',
  purchase: 'PURCHASE#',
  signIn: 'SIGNIN#',
  /** `LEDGER#BALANCE#` / `LEDGER#SCORE#`, see ledgerPrefix. */
  ledger: 'LEDGER#',
  /** An order's audit entries (pk ORDER#{no}). */
  orderAudit: 'AUDIT#',
} as const;

/** Kinds of unique names a member claims. */
export type UniqueKind = 'USERNAME' | 'EMAIL' | 'MOBILE';
export type LedgerTag = 'BALANCE' | 'SCORE';

export const keys = {
  // —— A member's partition ——
  /** The member (functions/data/users-repo.ts). */
  member: (userId: string): ItemKey => ({ pk: memberPartition(userId), sk: 'PROFILE' }),
  /** One login session (sessions-repo.ts). */
  session: (userId: string, sessionId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${SK_PREFIX.session}${sessionId}`,
  }),
  /** A page, with its publishing state (pages-repo.ts, published-repo.ts). */
  page: (userId: string, pageId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${SK_PREFIX.page}${pageId}`,
  }),
  /** gsi1 of a page: finding a page by id alone (serving by id). */
  pageById: (pageId: string) => ({ gsi1pk: `${SK_PREFIX.page}${pageId}`, gsi1sk: 'PAGE' }),
  /** A bound domain (domains-repo.ts). */
  domain: (userId: string, domainId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${SK_PREFIX.domain}${domainId}`,
  }),
  /** A one-time ticket of a bind change (bind-tickets-repo.ts). */
  bindTicket: (userId: string, ticket: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `BINDTICKET#${ticket}`,
  }),
  /** Wrong old passwords on "change password" (attempts-repo.ts). */
  passwordFailures: (userId: string): ItemKey => ({ pk: memberPartition(userId), sk: 'PWFAIL' }),
  /** Wrong pay passwords (attempts-repo.ts). */
  payPasswordFailures: (userId: string): ItemKey => ({ pk: memberPartition(userId), sk: 'PAYPWFAIL' }),
  /** One ledger entry; `ref` makes entries of the same millisecond distinct (ledger-repo.ts). */
  ledgerEntry: (userId: string, tag: LedgerTag, createdAtMs: number, ref: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${ledgerPrefix(tag)}${pad13(createdAtMs)}#${ref}`,
  }),
  /** A plan purchase, keyed by the request that made it (pay/spend.ts). */
  purchase: (userId: string, requestId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${SK_PREFIX.purchase}${requestId}`,
  }),
  /** The daily sign-in claim (pay/score.ts). */
  signIn: (userId: string, day: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${SK_PREFIX.signIn}${day}`,
  }),

  // —— Claims of unique names (claims-repo.ts) ——
  /** A username, email or mobile (users-repo.ts); the value as normalised by the caller. */
  uniqueName: (kind: UniqueKind, normalized: string): ItemKey => ({
    pk: `UNIQUE#${kind}#${normalized}`,
    sk: 'UNIQUE',
  }),
  /** A route on a domain (pages-repo.ts): the pk is kept on the page (routeClaim). */
  routeClaim: (claimPk: string): ItemKey => ({ pk: claimPk, sk: 'UNIQUE' }),
  /** A domain name (domains-repo.ts); also how a request's Host finds its domain. */
  domainName: (name: string): ItemKey => ({ pk: `UNIQUE#DOMAIN#${name}`, sk: 'UNIQUE' }),

  // —— Items keyed by their own id ——
  /** A recharge order (orders-repo.ts). */
  order: (outTradeNo: string): ItemKey => ({ pk: `ORDER#${outTradeNo}`, sk: 'ORDER' }),
  /** An order's audit entry. */
  orderAudit: (outTradeNo: string, atMs: number, action: string): ItemKey => ({
    pk: `ORDER#${outTradeNo}`,
    sk: `${SK_PREFIX.orderAudit}${pad13(atMs)}#${action}`,
  }),
  /** A verification code sent to a target for an event (codes/codes.ts). */
  code: (channel: string, target: string, event: string): ItemKey => ({
    pk: `CODE#${channel}#${target}`,
    sk: `EVENT#${event}`,
  }),
  /** A target's send-rate counter. */
  codeRate: (channel: string, target: string): ItemKey => ({ pk: `CODE#${channel}#${target}`, sk: 'RATE' }),
  /** A client address's send-rate counter. */
  codeIpRate: (ip: string): ItemKey => ({ pk: `CODEIP#${ip}`, sk: 'RATE' }),
  /** Daily counter of SMS codes to one country calling code (functions/codes/sms-prefix.ts). */
  codePrefixRate: (prefix: string): ItemKey => ({ pk: `CODEPREFIX#${prefix}`, sk: 'RATE' }),
  /** A click captcha's answer (captcha/click-captcha.ts). */
  captcha: (id: string): ItemKey => ({ pk: `${CAPTCHA_PARTITION_PREFIX}${id}`, sk: 'CAPTCHA' }),
  /**
   * Failed logins (attempts-repo.ts, accounts/login-policy.ts) per account (`id:{memberId}`, or
   * `name:{identifier}` for one no member has), per address and account (`{ip}#{account}`), and
   * per client address.
   */
  loginFailures: (kind: 'ACCOUNT' | 'PAIR' | 'CLIENT', value: string): ItemKey => ({
    pk: `LOGINGUARD#${kind}#${value}`,
    sk: 'GUARD',
  }),
  // —— Conversion insights (insights-repo.ts) ——
  /** The time zone a member's insights count days in (their browser's offset, minutes). */
  insightsZone: (userId: string): ItemKey => ({ pk: memberPartition(userId), sk: 'INSIGHTSZONE' }),
  /** The unique-visitor salt of one UTC day (expires, and with it every hash of that day). */
  insightsSalt: (day: string): ItemKey => ({ pk: 'INSIGHTS#SALT', sk: day }),
  /** A page's counters of one day (the owner's day, YYYY-MM-DD) or one UTC hour (YYYY-MM-DDTHH). */
  statsDay: (pageId: string, day: string): ItemKey => ({ pk: statsPartition(pageId), sk: `D#${day}` }),
  statsHour: (pageId: string, hour: string): ItemKey => ({ pk: statsPartition(pageId), sk: `H#${hour}` }),
  // —— Server-side conversion events (conversions-repo.ts) ——
  /** One pixel id's server-side settings in one module of a page: sealed token, test code, page views. */
  conversionSettings: (userId: string, pageId: string, moduleId: string, pixelId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${conversionSettingsPrefix(pageId)}${moduleId}#${pixelId}`,
  }),
  /** The last deliveries to one pixel id of one module of a page (the diagnostics). */
  conversionLog: (userId: string, pageId: string, moduleId: string, pixelId: string): ItemKey => ({
    pk: memberPartition(userId),
    sk: `${conversionLogPrefix(pageId)}${moduleId}#${pixelId}`,
  }),
  /** Whether one event went to one target: claimed while sending, then delivered or given up. */
  conversionSent: (pageId: string, eventId: string, moduleId: string, pixelId: string): ItemKey => ({
    pk: `CONVSENT#${pageId}#${eventId}`,
    sk: `${moduleId}#${pixelId}`,
  }),
  /** The site configuration and the sign-up rules (site-repo.ts). */
  siteConfig: (): ItemKey => ({ pk: 'SITE', sk: 'CONFIG' }),
  siteRules: (): ItemKey => ({ pk: 'SITE', sk: 'RULES' }),
} as const;

/** The pk of the claim of `route` on a domain (its ascii name, lower case); kept on the page. */
export const routeClaimPk = (domainName: string, route: string): string =>
  `UNIQUE#ROUTE#${domainName.trim().toLowerCase()}#${route}`;

/** Sort-key prefix of a page's server-side conversion settings (in the owner's partition). */
export const conversionSettingsPrefix = (pageId: string): string => `CONV#${pageId}#`;

/** Sort-key prefix of a page's conversion delivery histories (in the owner's partition). */
export const conversionLogPrefix = (pageId: string): string => `CONVLOG#${pageId}#`;

/** The partition of a page's insights counters. */
export const statsPartition = (pageId: string): string => `STATS#${pageId}`;

/** Sort-key prefix of one ledger. */
export const ledgerPrefix = (tag: LedgerTag): string => `${SK_PREFIX.ledger}${tag}#`;

/** gsi1: the pay centre's open work (orders not final, purchases and grants in flight), by time. */
export const OPEN_WORK_PK = 'PAY#OPEN';
export const openWorkSk = (atMs: number, kind: 'ORDER' | 'PURCHASE' | 'SIGNIN', ...ids: string[]): string =>
  `${pad13(atMs)}#${kind}#${ids.join('#')}`;
/** gsi2: a member's orders by time. */
export const memberOrdersIndex = (userId: string, createdAtMs: number) => ({
  gsi2pk: `PAY#ORDERS#${userId}`,
  gsi2sk: pad13(createdAtMs),
});
export const memberOrdersPk = (userId: string): string => `PAY#ORDERS#${userId}`;

/** Attribute of the member that marks a money move in flight: PENDING#{ref} (money-repo.ts). */
export const PENDING_PREFIX = 'PENDING#';
/** Attribute of the member that marks a voided money move: VOID#{ref} (money-repo.ts). */
export const VOID_PREFIX = 'VOID#';
