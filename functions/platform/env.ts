import * as z from 'zod';

/**
 * The environment, read and checked once at start-up. The same names are set by the local
 * server (pointing at dynalite and s3rver) and by the CDK stacks (pointing at AWS).
 */
const envSchema = z.object({
  /** The DynamoDB table of the single-table design. */
  TABLE_NAME: z.string().min(3).default('landing-builder'),
  /** Bucket of member uploads. */
  UPLOADS_BUCKET: z.string().min(3).default('lp-uploads'),
  /** Bucket of the static site, rendered public pages and published pages (functions/site/keys.ts). */
  SITE_BUCKET: z.string().min(3).default('lp-site'),
  AWS_REGION: z.string().default('us-east-1'),
  /** Local only: dynalite's endpoint. Unset on AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Local only: s3rver's endpoint. Unset on AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** Secret for signing access tokens. Locally generated under .data/; on AWS from Secrets Manager. */
  JWT_SECRET: z.string().min(32).optional(),
  /** On AWS: the Secrets Manager secret holding the token-signing key. */
  JWT_SECRET_ARN: z.string().optional(),
  /** Key of the verification codes' HMAC (its own secret). Locally generated under DATA_DIR. */
  CODE_HMAC_SECRET: z.string().min(32).optional(),
  /** On AWS: the Secrets Manager secret holding the code HMAC key. */
  CODE_HMAC_SECRET_ARN: z.string().optional(),
  /** Where email codes go: `outbox` (local files and the terminal) or `ses` (Amazon SES v2). */
  MAIL_DRIVER: z.enum(['outbox', 'ses']).default('outbox'),
  /** Where SMS codes go: `outbox` or `sns` (Amazon SNS direct publish). */
  SMS_DRIVER: z.enum(['outbox', 'sns']).default('outbox'),
  /** Sender address of emails (a verified SES identity on AWS). */
  MAIL_FROM: z.string().default('no-reply@localhost'),
  /** Local only: the outbox folder; default `${DATA_DIR}/outbox`. */
  OUTBOX_DIR: z.string().optional(),
  /** Local only: the local server's data folder (default .data). */
  DATA_DIR: z.string().default('.data'),
  /**
   * Local and tests only: take the client's address from a CloudFront-Viewer-Address header the
   * client sent (tests that play visitors from many addresses). On AWS that header is CloudFront's
   * own and trusted because ORIGIN_VERIFY_SECRET refuses requests that did not come through it.
   */
  TRUST_VIEWER_ADDRESS_HEADER: z.stringbool().default(false),
  /** Verification codes one client address may request per day (browser tests raise it). */
  CODE_DAILY_PER_IP: z.coerce.number().int().positive().default(30),
  /** Verification codes one email address or mobile number may receive per day. */
  CODE_DAILY_PER_TARGET: z.coerce.number().int().positive().default(10),
  /** SMS codes to the mobiles of one country calling code per day (toll-fraud pumping). */
  CODE_DAILY_PER_SMS_PREFIX: z.coerce.number().int().positive().default(300),
  /** Per-prefix exceptions to that cap: `86=20000,1=500` (calling code = codes per day). */
  CODE_SMS_PREFIX_LIMITS: z.string().default(''),
  /**
   * The captcha's proof of work: PBKDF2-SHA-256 iterations per try (`CAPTCHA_POW_COST`) and the
   * highest number of tries (`CAPTCHA_POW_MAX_TRIES`; each challenge needs between half and all of it).
   */
  CAPTCHA_POW_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_POW_MAX_TRIES: z.coerce.number().int().min(2).max(1_000_000).default(1200),
  /** Host that members' domains point their CNAME record at (the platform's CDN host). */
  PLATFORM_CNAME_TARGET: z.string().min(3).default('pages.landinggo.example'),
  /**
   * Key (32+ characters) encrypting domain certificates' private keys at rest: its own secret, so
   * rotating the token-signing key leaves stored keys readable. Locally generated under DATA_DIR.
   */
  DOMAIN_KEY_SECRET: z.string().min(32).optional(),
  /** On AWS: the Secrets Manager secret holding the domain-key encryption key. */
  DOMAIN_KEY_SECRET_ARN: z.string().optional(),
  /**
   * On AWS: the value CloudFront adds to every request it sends the APIs (header x-origin-verify);
   * set, a request without it (the execute-api address called directly) is refused. Unset locally.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /**
   * The platform's public origin (scheme + host, no path): published pages answer on
   * `{PUBLIC_ORIGIN}/{pageId}` (their og:url and canonical). The local server sets it to its address.
   */
  PUBLIC_ORIGIN: z.url().default('http://127.0.0.1:4321'),
  /**
   * The origin of published pages, a registrable domain of their own (e.g. https://pages-example.net):
   * `{PAGES_ORIGIN}/{pageId}`. Members' pages never run on the app's origin, so no script on them
   * can reach the app's storage, cookies or API with a member's credentials. Unset: PUBLIC_ORIGIN
   * (tests only; the local server and CDK always set it).
   */
  PAGES_ORIGIN: z.url().optional(),
  /**
   * Where verified custom domains are attached: `local` (nothing to attach: the local server serves
   * by Host) or `cloudfront` (one tenant of the multi-tenant distribution per domain).
   */
  CDN_DRIVER: z.enum(['local', 'cloudfront']).default('local'),
  /** On AWS: the multi-tenant CloudFront distribution whose tenants are the custom domains. */
  CDN_TENANT_DISTRIBUTION_ID: z.string().optional(),
  /** On AWS: the connection group the tenants join (its routing endpoint is the CNAME target's target). */
  CDN_CONNECTION_GROUP_ID: z.string().optional(),
  /** On AWS: the Kinesis stream the insights beacon's events go to. Unset: the in-process queue. */
  INSIGHTS_STREAM_NAME: z.string().min(1).optional(),
  /** Beacon events one client address may send per minute (functions/insights/rate-limit.ts). */
  INSIGHTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /**
   * Local only: how long the in-process queue's first record waits for others to fill a batch
   * (Kinesis' batching window, 5 s on AWS: cdk/lib/insights-stack.ts). A second keeps a new
   * user's visit quick to appear while a burst costs one counter write per item a second.
   */
  INSIGHTS_BATCH_WINDOW_MS: z.coerce.number().int().min(0).default(1000),
  /** On AWS: the SQS queue of server-side conversion jobs. Unset: the in-process queue. */
  CONVERSIONS_QUEUE_URL: z.url().optional(),
  /**
   * Where the Conversions API adapters send: unset, the platforms' own hosts (graph.facebook.com,
   * business-api.tiktok.com, tr.snapchat.com, ads-api.reddit.com); set (the local server sets its
   * sandbox, `{origin}/sandbox/conversions`), `{base}/{platform}` with the same paths.
   */
  CONVERSIONS_BASE_URL: z.url().optional(),
  /** First back-off of a conversion delivery the platform asked to retry, doubled each time (ms). */
  CONVERSIONS_RETRY_MS: z.coerce.number().int().min(10).default(30_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Local only: runs every scheduled job (functions/schedules.ts) this often instead of its period (tests). */
  LOCAL_SCHEDULE_EVERY_MS: z.coerce.number().int().min(50).optional(),
  /** Local only: the reconciler's grace period (functions/schedules.ts RECONCILE_GRACE_MS) for tests. */
  RECONCILE_GRACE_MS: z.coerce.number().int().min(0).optional(),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Where published pages answer: `{pagesOrigin()}/{pageId}` (no trailing slash). */
export function pagesOrigin(): string {
  const { PAGES_ORIGIN, PUBLIC_ORIGIN } = env();
  return (PAGES_ORIGIN ?? PUBLIC_ORIGIN).replace(/\/+$/, '');
}

/** The checked environment; throws a readable error naming every bad variable. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests and the local server set variables before first use; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
