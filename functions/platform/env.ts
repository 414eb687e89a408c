/**
 * Reading the environment without a schema library: a Lambda reads it on every cold start, before
 * its first answer, and building a Zod object of some forty fields cost about a fifth of that
 * (BENCHMARKS row 8). Each variable has a reader that answers its value (or default) or throws a
 * sentence saying what is wrong with it; `env()` names every variable that is wrong at once.
 */
type Field<T> = (raw: string | undefined) => T;

class BadValue extends Error {}

const quoted = (raw: string) => JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

function checkLength(raw: string, min: number | undefined): string {
  if (min !== undefined && raw.length < min) {
    throw new BadValue(`must be at least ${min} characters long (has ${raw.length})`);
  }
  return raw;
}

/** Text, at least `min` characters when set; unset, `fallback`. */
const text =
  ({ min, fallback }: { min?: number; fallback: string }): Field<string> =>
  (raw) =>
    raw === undefined ? fallback : checkLength(raw, min);

/** Text of at least `min` characters, or unset. */
const optionalText =
  ({ min }: { min?: number } = {}): Field<string | undefined> =>
  (raw) =>
    raw === undefined ? undefined : checkLength(raw, min);

/** An absolute URL (surrounding spaces dropped). */
function checkUrl(raw: string): string {
  const trimmed = raw.trim();
  if (!URL.canParse(trimmed)) throw new BadValue(`must be an absolute URL (is ${quoted(raw)})`);
  return trimmed;
}
const url =
  ({ fallback }: { fallback: string }): Field<string> =>
  (raw) =>
    raw === undefined ? fallback : checkUrl(raw);
const optionalUrl = (): Field<string | undefined> => (raw) => (raw === undefined ? undefined : checkUrl(raw));

/** One of `values`; unset, `fallback`. */
const oneOf =
  <const V extends string>(values: readonly V[], fallback: NoInfer<V>): Field<V> =>
  (raw) => {
    if (raw === undefined) return fallback;
    if (!(values as readonly string[]).includes(raw)) {
      throw new BadValue(`must be one of ${values.join(', ')} (is ${quoted(raw)})`);
    }
    return raw as V;
  };

/** A whole number between `min` and `max`. */
function checkInteger(raw: string, min: number, max: number | undefined): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isSafeInteger(value)) throw new BadValue(`must be a whole number (is ${quoted(raw)})`);
  if (value < min) throw new BadValue(`must be at least ${min} (is ${value})`);
  if (max !== undefined && value > max) throw new BadValue(`must be at most ${max} (is ${value})`);
  return value;
}
const integer =
  ({ min, max, fallback }: { min: number; max?: number; fallback: number }): Field<number> =>
  (raw) =>
    raw === undefined ? fallback : checkInteger(raw, min, max);
const optionalInteger =
  ({ min }: { min: number }): Field<number | undefined> =>
  (raw) =>
    raw === undefined ? undefined : checkInteger(raw, min, undefined);

const TRUE_WORDS = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const FALSE_WORDS = ['false', '0', 'no', 'off', 'n', 'disabled'];
/** A switch: true/1/yes/on/y/enabled or false/0/no/off/n/disabled, any case; unset, `fallback`. */
const flag =
  (fallback: boolean): Field<boolean> =>
  (raw) => {
    if (raw === undefined) return fallback;
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    throw new BadValue(`must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (is ${quoted(raw)})`);
  };

/**
 * The environment, read and checked once at start-up. The same names are set by the local
 * server (pointing at dynalite and s3rver) and by the CDK stacks (pointing at AWS).
 */
const FIELDS = {
  /** The DynamoDB table of the single-table design. */
  TABLE_NAME: text({ min: 3, fallback: 'landing-builder' }),
  /** Bucket of member uploads. */
  UPLOADS_BUCKET: text({ min: 3, fallback: 'lp-uploads' }),
  /** Bucket of the static site, rendered public pages and published pages (functions/site/keys.ts). */
  SITE_BUCKET: text({ min: 3, fallback: 'lp-site' }),
  AWS_REGION: text({ fallback: 'us-east-1' }),
  /** Local only: dynalite's endpoint. Unset on AWS. */
  DYNAMODB_ENDPOINT: optionalUrl(),
  /** Local only: s3rver's endpoint. Unset on AWS. */
  S3_ENDPOINT: optionalUrl(),
  /** Secret for signing access tokens. Locally generated under .data/; on AWS from Secrets Manager. */
  JWT_SECRET: optionalText({ min: 32 }),
  /** On AWS: the Secrets Manager secret holding the token-signing key. */
  JWT_SECRET_ARN: optionalText(),
  /** Key of the verification codes' HMAC (its own secret). Locally generated under DATA_DIR. */
  CODE_HMAC_SECRET: optionalText({ min: 32 }),
  /** On AWS: the Secrets Manager secret holding the code HMAC key. */
  CODE_HMAC_SECRET_ARN: optionalText(),
  /** Where email codes go: `outbox` (local files and the terminal) or `ses` (Amazon SES v2). */
  MAIL_DRIVER: oneOf(['outbox', 'ses'], 'outbox'),
  /** Where SMS codes go: `outbox` or `sns` (Amazon SNS direct publish). */
  SMS_DRIVER: oneOf(['outbox', 'sns'], 'outbox'),
  /** Sender address of emails (a verified SES identity on AWS). */
  MAIL_FROM: text({ fallback: 'no-reply@localhost' }),
  /** Local only: the outbox folder; default `${DATA_DIR}/outbox`. */
  OUTBOX_DIR: optionalText(),
  /** Local only: the local server's data folder (default .data). */
  DATA_DIR: text({ fallback: '.data' }),
  /**
   * Local and tests only: take the client's address from a CloudFront-Viewer-Address header the
   * client sent (tests that play visitors from many addresses). On AWS that header is CloudFront's
   * own and trusted because ORIGIN_VERIFY_SECRET refuses requests that did not come through it.
   */
  TRUST_VIEWER_ADDRESS_HEADER: flag(false),
  /** Verification codes one client address may request per day (browser tests raise it). */
  CODE_DAILY_PER_IP: integer({ min: 1, fallback: 30 }),
  /** Verification codes one email address or mobile number may receive per day. */
  CODE_DAILY_PER_TARGET: integer({ min: 1, fallback: 10 }),
  /** SMS codes to the mobiles of one country calling code per day (toll-fraud pumping). */
  CODE_DAILY_PER_SMS_PREFIX: integer({ min: 1, fallback: 300 }),
  /** Per-prefix exceptions to that cap: `86=20000,1=500` (calling code = codes per day). */
  CODE_SMS_PREFIX_LIMITS: text({ fallback: '' }),
  /**
   * The captcha's proof of work: PBKDF2-SHA-256 iterations per try (`CAPTCHA_POW_COST`) and the
   * highest number of tries (`CAPTCHA_POW_MAX_TRIES`; each challenge needs between half and all of it).
   */
  CAPTCHA_POW_COST: integer({ min: 1, max: 1_000_000, fallback: 1000 }),
  CAPTCHA_POW_MAX_TRIES: integer({ min: 2, max: 1_000_000, fallback: 1200 }),
  /** Host that members' domains point their CNAME record at (the platform's CDN host). */
  PLATFORM_CNAME_TARGET: text({ min: 3, fallback: 'pages.landinggo.example' }),
  /**
   * Key (32+ characters) encrypting domain certificates' private keys at rest: its own secret, so
   * rotating the token-signing key leaves stored keys readable. Locally generated under DATA_DIR.
   */
  DOMAIN_KEY_SECRET: optionalText({ min: 32 }),
  /** On AWS: the Secrets Manager secret holding the domain-key encryption key. */
  DOMAIN_KEY_SECRET_ARN: optionalText(),
  /**
   * On AWS: the value CloudFront adds to every request it sends the APIs (header x-origin-verify);
   * set, a request without it (the execute-api address called directly) is refused. Unset locally.
   */
  ORIGIN_VERIFY_SECRET: optionalText({ min: 32 }),
  /**
   * The platform's public origin (scheme + host, no path): published pages answer on
   * `{PUBLIC_ORIGIN}/{pageId}` (their og:url and canonical). The local server sets it to its address.
   */
  PUBLIC_ORIGIN: url({ fallback: 'http://127.0.0.1:4321' }),
  /**
   * The origin of published pages, a registrable domain of their own (e.g. https://pages-example.net):
   * `{PAGES_ORIGIN}/{pageId}`. Members' pages never run on the app's origin, so no script on them
   * can reach the app's storage, cookies or API with a member's credentials. Unset: PUBLIC_ORIGIN
   * (tests only; the local server and CDK always set it).
   */
  PAGES_ORIGIN: optionalUrl(),
  /**
   * Where verified custom domains are attached: `local` (nothing to attach: the local server serves
   * by Host) or `cloudfront` (one tenant of the multi-tenant distribution per domain).
   */
  CDN_DRIVER: oneOf(['local', 'cloudfront'], 'local'),
  /** On AWS: the multi-tenant CloudFront distribution whose tenants are the custom domains. */
  CDN_TENANT_DISTRIBUTION_ID: optionalText(),
  /** On AWS: the connection group the tenants join (its routing endpoint is the CNAME target's target). */
  CDN_CONNECTION_GROUP_ID: optionalText(),
  /** On AWS: the Kinesis stream the insights beacon's events go to. Unset: the in-process queue. */
  INSIGHTS_STREAM_NAME: optionalText({ min: 1 }),
  /** Beacon events one client address may send per minute (functions/insights/rate-limit.ts). */
  INSIGHTS_PER_MINUTE: integer({ min: 1, fallback: 120 }),
  /**
   * Local only: how long the in-process queue's first record waits for others to fill a batch
   * (Kinesis' batching window, 5 s on AWS: cdk/lib/insights-stack.ts). A second keeps a new
   * user's visit quick to appear while a burst costs one counter write per item a second.
   */
  INSIGHTS_BATCH_WINDOW_MS: integer({ min: 0, fallback: 1000 }),
  /** On AWS: the SQS queue of server-side conversion jobs. Unset: the in-process queue. */
  CONVERSIONS_QUEUE_URL: optionalUrl(),
  /**
   * Where the Conversions API adapters send: unset, the platforms' own hosts (graph.facebook.com,
   * business-api.tiktok.com, tr.snapchat.com, ads-api.reddit.com); set (the local server sets its
   * sandbox, `{origin}/sandbox/conversions`), `{base}/{platform}` with the same paths.
   */
  CONVERSIONS_BASE_URL: optionalUrl(),
  /** First back-off of a conversion delivery the platform asked to retry, doubled each time (ms). */
  CONVERSIONS_RETRY_MS: integer({ min: 10, fallback: 30_000 }),
  LOG_LEVEL: oneOf(['debug', 'info', 'warn', 'error', 'silent'], 'info'),
  /** Local only: runs every scheduled job (functions/schedules.ts) this often instead of its period (tests). */
  LOCAL_SCHEDULE_EVERY_MS: optionalInteger({ min: 50 }),
  /** Local only: the reconciler's grace period (functions/schedules.ts RECONCILE_GRACE_MS) for tests. */
  RECONCILE_GRACE_MS: optionalInteger({ min: 0 }),
} satisfies Record<string, Field<unknown>>;

/** The checked environment: each variable as its reader answers it. */
export type Env = { readonly [K in keyof typeof FIELDS]: ReturnType<(typeof FIELDS)[K]> };

let cached: Env | undefined;

/** Where published pages answer: `{pagesOrigin()}/{pageId}` (no trailing slash). */
export function pagesOrigin(): string {
  const { PAGES_ORIGIN, PUBLIC_ORIGIN } = env();
  return (PAGES_ORIGIN ?? PUBLIC_ORIGIN).replace(/\/+$/, '');
}

/** Reads every variable of FIELDS from `source`; throws one error naming every bad variable. */
export function readEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, read] of Object.entries(FIELDS) as [string, Field<unknown>][]) {
    try {
      values[name] = read(source[name]);
    } catch (error) {
      if (!(error instanceof BadValue)) throw error;
      problems.push(`${name} ${error.message}`);
    }
  }
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((p) => `  ✖ ${p}`).join('\n')}`);
  return values as Env;
}

/** The checked environment; throws a readable error naming every bad variable. */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/** Tests and the local server set variables before first use; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
