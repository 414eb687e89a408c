import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';

/**
 * The sandbox gateway's keys: four RSA-2048 key pairs (our Alipay app key, Alipay's own key, our
 * WeChat Pay merchant key, WeChat Pay's platform key), the APIv3 key and made-up ids. Generated at
 * the first local start under DATA_DIR (never committed), so local runs sign and verify exactly
 * like production with keys nobody else has.
 */
export const sandboxKeysSchema = z.object({
  alipay: z.object({
    appId: z.string(),
    appPrivateKey: z.string(),
    appPublicKey: z.string(),
    alipayPrivateKey: z.string(),
    alipayPublicKey: z.string(),
  }),
  wechat: z.object({
    mchid: z.string(),
    appid: z.string(),
    serialNo: z.string(),
    merchantPrivateKey: z.string(),
    merchantPublicKey: z.string(),
    platformSerial: z.string(),
    platformPrivateKey: z.string(),
    platformPublicKey: z.string(),
    apiV3Key: z.string().length(32),
  }),
});
export type SandboxKeys = z.infer<typeof sandboxKeysSchema>;

export const SANDBOX_KEYS_FILE = 'pay-sandbox-keys.json';

function rsaPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const digits = (n: number) => Array.from(randomBytes(n), (byte) => String(byte % 10)).join('');

export function generateSandboxKeys(): SandboxKeys {
  const app = rsaPair();
  const alipay = rsaPair();
  const merchant = rsaPair();
  const platform = rsaPair();
  return {
    alipay: {
      appId: `2021${digits(12)}`,
      appPrivateKey: app.privateKey,
      appPublicKey: app.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
    },
    wechat: {
      mchid: `1${digits(9)}`,
      appid: `wx${randomBytes(8).toString('hex')}`,
      serialNo: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      platformSerial: `PUB_KEY_ID_${digits(22)}`,
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      apiV3Key: randomBytes(16).toString('hex'),
    },
  };
}

/** The keys kept under `dir`, generated on first use; in memory only when `dir` is null (tests). */
export async function loadSandboxKeys(dir: string | null): Promise<SandboxKeys> {
  if (!dir) return generateSandboxKeys();
  const file = join(dir, SANDBOX_KEYS_FILE);
  try {
    const parsed = sandboxKeysSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // First start (or an unreadable file): generate below.
  }
  const keys = generateSandboxKeys();
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The environment that points the production adapters at the sandbox at `baseUrl` (the local
 * server's own address): the app side gets only what a real merchant has (its private keys, the
 * gateways' public keys, ids), never the gateways' private keys.
 */
/** The sandbox merchant's Alipay id (PID): made up, fixed by the made-up app id. */
export function sandboxSellerId(keys: SandboxKeys): string {
  return `2088${keys.alipay.appId.slice(-12)}`;
}

/**
 * The sandbox's "payer" (POST /sandbox/pay) answers only the local server itself, which calls it
 * from POST /client/pay/sandboxPay after checking that the logged-in member owns the order: a
 * visitor cannot pay (and so credit) someone else's order by calling the sandbox directly.
 */
export function sandboxPayerToken(keys: SandboxKeys): string {
  return createHash('sha256').update(`sandbox-payer:${keys.wechat.apiV3Key}`).digest('base64url');
}

export function sandboxEnvironment(keys: SandboxKeys, baseUrl: string): Record<string, string> {
  return {
    PAY_SANDBOX: '1',
    PAY_SANDBOX_URL: `${baseUrl}/sandbox`,
    PAY_SANDBOX_PAYER_TOKEN: sandboxPayerToken(keys),
    PAY_NOTIFY_BASE_URL: baseUrl,
    ALIPAY_GATEWAY_URL: `${baseUrl}/sandbox/alipay/gateway.do`,
    ALIPAY_APP_ID: keys.alipay.appId,
    ALIPAY_SELLER_ID: sandboxSellerId(keys),
    ALIPAY_PRIVATE_KEY: keys.alipay.appPrivateKey,
    ALIPAY_PUBLIC_KEY: keys.alipay.alipayPublicKey,
    WECHATPAY_BASE_URL: `${baseUrl}/sandbox/wechatpay`,
    WECHATPAY_MCHID: keys.wechat.mchid,
    WECHATPAY_APPID: keys.wechat.appid,
    WECHATPAY_SERIAL_NO: keys.wechat.serialNo,
    WECHATPAY_PRIVATE_KEY: keys.wechat.merchantPrivateKey,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.wechat.platformPublicKey,
    WECHATPAY_APIV3_KEY: keys.wechat.apiV3Key,
  };
}
