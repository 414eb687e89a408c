import * as z from 'zod/mini';
import { secretString } from '#functions/data/secret-value.ts';

/**
 * The gateways' ids, keys and addresses: secrets, never in code or in the site configuration.
 * Read from the environment (the local server sets them from the sandbox keys under DATA_DIR),
 * or on AWS from the Secrets Manager secret PAY_SECRETS_ARN, a JSON object with the same names.
 * A channel whose settings are incomplete cannot create orders (its recharge answers
 * PayChannelUnavailable) and refuses every notification.
 */
const gatewayConfigSchema = z.object({
  /** Base of the notify_url sent to the gateways, e.g. https://api.example.com (no trailing slash). */
  PAY_NOTIFY_BASE_URL: z.optional(z.url()),
  /** "1": the local sandbox gateway is in use and POST /client/pay/sandboxPay works. */
  PAY_SANDBOX: z._default(z.enum(['0', '1']), '0'),
  /** The sandbox gateway's own base address (local only). */
  PAY_SANDBOX_URL: z.optional(z.url()),
  /** The token the sandbox's payer asks of its caller (functions/pay/sandbox/keys.ts; local only). */
  PAY_SANDBOX_PAYER_TOKEN: z.optional(z.string()),
  /** Alipay's openapi gateway (alipay.trade.precreate is posted here). */
  ALIPAY_GATEWAY_URL: z._default(z.url(), 'https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.optional(z.string().check(z.minLength(1))),
  /** The merchant's Alipay id (PID, 2088 + 12 digits): notifications for another seller are refused. */
  ALIPAY_SELLER_ID: z.optional(
    z.string().check(z.regex(/^2088\d{12}$/, 'ALIPAY_SELLER_ID must be 2088 followed by 12 digits')),
  ),
  /** The app's RSA private key (PEM, PKCS#8 or PKCS#1) that signs our requests. */
  ALIPAY_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Alipay's RSA public key (PEM) that signs its answers and notifications. */
  ALIPAY_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  /** WeChat Pay API v3 base address. */
  WECHATPAY_BASE_URL: z._default(z.url(), 'https://api.mch.weixin.qq.com'),
  WECHATPAY_MCHID: z.optional(z.string().check(z.minLength(1))),
  WECHATPAY_APPID: z.optional(z.string().check(z.minLength(1))),
  /** Serial number of the merchant API certificate (goes into the Authorization header). */
  WECHATPAY_SERIAL_NO: z.optional(z.string().check(z.minLength(1))),
  /** The merchant API private key (PEM) that signs our requests. */
  WECHATPAY_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The platform public key (PEM) that verifies Wechatpay-Signature. */
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The APIv3 key: 32 bytes that decrypt notification resources (AES-256-GCM). */
  WECHATPAY_APIV3_KEY: z.optional(z.string().check(z.length(32))),
  /** On AWS: Secrets Manager secret (JSON) holding any of the names above. */
  PAY_SECRETS_ARN: z.optional(z.string()),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export type AlipaySettings = {
  gatewayUrl: string;
  appId: string;
  sellerId: string;
  privateKey: string;
  alipayPublicKey: string;
};
export type WechatSettings = {
  baseUrl: string;
  mchid: string;
  appid: string;
  serialNo: string;
  privateKey: string;
  platformPublicKey: string;
  apiV3Key: string;
};

let cached: Promise<GatewayConfig> | undefined;

/** PEM keys set in one-line environment variables may carry "\n" escapes. */
const unescapePem = (value: string | undefined) => value?.replace(/\\n/g, '\n');

async function load(): Promise<GatewayConfig> {
  let source: Record<string, unknown> = { ...process.env };
  const arn = process.env.PAY_SECRETS_ARN;
  if (arn) {
    // One signed request (functions/data/secret-value.ts), not the SDK's client.
    source = { ...source, ...(JSON.parse((await secretString(arn)) ?? '{}') as Record<string, unknown>) };
  }
  const parsed = gatewayConfigSchema.safeParse(source);
  if (!parsed.success) {
    // zod's English sentences, as the classic API configured them, loaded only for this error.
    const { default: english } = await import('zod/v4/locales/en.js');
    const explained = gatewayConfigSchema.safeParse(source, { error: english().localeError });
    throw new Error(`Invalid payment settings: ${z.prettifyError(explained.error ?? parsed.error)}`);
  }
  const config = parsed.data;
  return {
    ...config,
    ALIPAY_PRIVATE_KEY: unescapePem(config.ALIPAY_PRIVATE_KEY),
    ALIPAY_PUBLIC_KEY: unescapePem(config.ALIPAY_PUBLIC_KEY),
    WECHATPAY_PRIVATE_KEY: unescapePem(config.WECHATPAY_PRIVATE_KEY),
    WECHATPAY_PLATFORM_PUBLIC_KEY: unescapePem(config.WECHATPAY_PLATFORM_PUBLIC_KEY),
  } as GatewayConfig;
}

/** The gateway settings, read once per process (per Lambda container). */
export function gatewayConfig(): Promise<GatewayConfig> {
  cached ??= load();
  return cached;
}

/** Tests and the local server change the variables before use; this forgets the cached copy. */
export function resetGatewayConfig(): void {
  cached = undefined;
}

export function alipaySettings(config: GatewayConfig): AlipaySettings | null {
  const { ALIPAY_APP_ID, ALIPAY_SELLER_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_GATEWAY_URL } =
    config;
  if (!ALIPAY_APP_ID || !ALIPAY_SELLER_ID || !ALIPAY_PRIVATE_KEY || !ALIPAY_PUBLIC_KEY) return null;
  return {
    gatewayUrl: ALIPAY_GATEWAY_URL,
    appId: ALIPAY_APP_ID,
    sellerId: ALIPAY_SELLER_ID,
    privateKey: ALIPAY_PRIVATE_KEY,
    alipayPublicKey: ALIPAY_PUBLIC_KEY,
  };
}

export function wechatSettings(config: GatewayConfig): WechatSettings | null {
  const c = config;
  if (
    !c.WECHATPAY_MCHID ||
    !c.WECHATPAY_APPID ||
    !c.WECHATPAY_SERIAL_NO ||
    !c.WECHATPAY_PRIVATE_KEY ||
    !c.WECHATPAY_PLATFORM_PUBLIC_KEY ||
    !c.WECHATPAY_APIV3_KEY
  )
    return null;
  return {
    baseUrl: c.WECHATPAY_BASE_URL.replace(/\/+$/, ''),
    mchid: c.WECHATPAY_MCHID,
    appid: c.WECHATPAY_APPID,
    serialNo: c.WECHATPAY_SERIAL_NO,
    privateKey: c.WECHATPAY_PRIVATE_KEY,
    platformPublicKey: c.WECHATPAY_PLATFORM_PUBLIC_KEY,
    apiV3Key: c.WECHATPAY_APIV3_KEY,
  };
}
