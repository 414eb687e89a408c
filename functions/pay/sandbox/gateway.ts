import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { centsToAmount } from '#core/contracts/amounts.ts';
import { yuanTextToCents } from '#functions/pay/gateway.ts';
import { type SandboxKeys, sandboxPayerToken, sandboxSellerId } from '#functions/pay/sandbox/keys.ts';
import {
  aesGcmEncrypt,
  alipayNotifySignContent,
  alipayRequestSignContent,
  parseWechatAuthorization,
  rsaSign,
  rsaVerify,
  wechatRequestMessage,
  wechatResponseMessage,
} from '#functions/pay/signing.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The local sandbox gateway: plays Alipay (POST /sandbox/alipay/gateway.do, method
 * alipay.trade.precreate) and WeChat Pay (POST /sandbox/wechatpay/v3/pay/transactions/native)
 * with its own keys, checking our request signatures and signing its answers like the real
 * services. POST /sandbox/pay {out_trade_no} plays the payer: it posts a correctly signed
 * notification to the notify_url the order was created with and reports the merchant's answer.
 * Part of the local server only; never deployed.
 */
export type SandboxOrder = {
  channel: 'alipay' | 'wechat';
  outTradeNo: string;
  amountCents: number;
  notifyUrl: string;
  subject: string;
};

const log = createLogger({ component: 'pay-sandbox' });

const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const rfc3339China = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
const digits = (n: number) => Array.from(randomBytes(n), (byte) => String(byte % 10)).join('');

/** A signed Alipay trade notification (form fields); `overrides` lets tests forge or tamper. */
export function alipayNotification(
  keys: SandboxKeys,
  order: { outTradeNo: string; amountCents: number; subject?: string },
  overrides: Record<string, string> = {},
  signWith: string = keys.alipay.alipayPrivateKey,
): Record<string, string> {
  const now = Date.now();
  const amount = centsToAmount(order.amountCents);
  const params: Record<string, string> = {
    notify_time: chinaTime(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    app_id: keys.alipay.appId,
    seller_id: sandboxSellerId(keys),
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026${digits(24)}`,
    out_trade_no: order.outTradeNo,
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    trade_status: 'TRADE_SUCCESS',
    subject: order.subject ?? 'Recharge',
    gmt_create: chinaTime(now - 5_000),
    gmt_payment: chinaTime(now),
    ...overrides,
  };
  params.sign = rsaSign(alipayNotifySignContent(params), signWith);
  return params;
}

/** A signed, encrypted WeChat Pay notification: headers and body. */
export function wechatNotification(
  keys: SandboxKeys,
  order: { outTradeNo: string; amountCents: number },
  overrides: {
    transaction?: Record<string, unknown>;
    signWith?: string;
    apiV3Key?: string;
    timestamp?: string;
  } = {},
): { headers: Record<string, string>; body: string } {
  const now = Date.now();
  const transaction = {
    appid: keys.wechat.appid,
    mchid: keys.wechat.mchid,
    out_trade_no: order.outTradeNo,
    transaction_id: `4200${digits(24)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: rfc3339China(now),
    payer: { openid: `o${randomBytes(12).toString('hex')}` },
    amount: {
      total: order.amountCents,
      payer_total: order.amountCents,
      currency: 'CNY',
      payer_currency: 'CNY',
    },
    ...overrides.transaction,
  };
  const nonce = randomBytes(6).toString('hex');
  const associatedData = 'transaction';
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: rfc3339China(now),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(
        JSON.stringify(transaction),
        overrides.apiV3Key ?? keys.wechat.apiV3Key,
        nonce,
        associatedData,
      ),
      associated_data: associatedData,
      nonce,
    },
  });
  return { headers: wechatSignedHeaders(keys, body, overrides.signWith, overrides.timestamp), body };
}

function wechatSignedHeaders(
  keys: SandboxKeys,
  body: string,
  signWith: string = keys.wechat.platformPrivateKey,
  timestamp: string = String(Math.floor(Date.now() / 1000)),
): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': keys.wechat.platformSerial,
    'wechatpay-signature': rsaSign(wechatResponseMessage(timestamp, nonce, body), signWith),
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

export type SandboxGateway = {
  /** Handles a request under /sandbox/. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Orders the sandbox was asked to create, by number. */
  readonly orders: Map<string, SandboxOrder>;
};

export function createSandboxGateway(keys: SandboxKeys): SandboxGateway {
  const orders = new Map<string, SandboxOrder>();
  const payerToken = sandboxPayerToken(keys);

  function alipayAnswer(node: Record<string, unknown>): string {
    const nodeJson = JSON.stringify(node);
    const sign = rsaSign(nodeJson, keys.alipay.alipayPrivateKey);
    return `{"alipay_trade_precreate_response":${nodeJson},"sign":"${sign}"}`;
  }

  async function alipayGateway(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params: Record<string, string> = {};
    for (const [name, value] of url.searchParams) params[name] = value;
    for (const [name, value] of new URLSearchParams(await readBody(req))) params[name] = value;
    const refuse = (code: string, msg: string, subCode: string) =>
      reply(res, 200, alipayAnswer({ code, msg, sub_code: subCode, sub_msg: subCode }));
    if (params.method !== 'alipay.trade.precreate')
      return refuse('40004', 'Business Failed', 'isv.invalid-method');
    if (params.app_id !== keys.alipay.appId)
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-app-id');
    if (params.sign_type !== 'RSA2' || !params.sign)
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-signature-type');
    if (!rsaVerify(alipayRequestSignContent(params), params.sign, keys.alipay.appPublicKey))
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-signature');
    let biz: { out_trade_no?: string; total_amount?: string; subject?: string };
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as typeof biz;
    } catch {
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-biz-content');
    }
    const amountCents = yuanTextToCents(biz.total_amount ?? '');
    if (!biz.out_trade_no || amountCents === null || !params.notify_url)
      return refuse('40002', 'Invalid Arguments', 'isv.missing-parameter');
    orders.set(biz.out_trade_no, {
      channel: 'alipay',
      outTradeNo: biz.out_trade_no,
      amountCents,
      notifyUrl: params.notify_url,
      subject: biz.subject ?? '',
    });
    reply(
      res,
      200,
      alipayAnswer({
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        qr_code: `https://qr.alipay.com/sandbox${randomBytes(8).toString('hex')}`,
      }),
    );
  }

  async function wechatNative(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readBody(req);
    const fail = (status: number, code: string, message: string) => {
      const answer = JSON.stringify({ code, message });
      reply(res, status, answer, wechatSignedHeaders(keys, answer));
    };
    const auth = parseWechatAuthorization(String(req.headers.authorization ?? ''));
    if (!auth?.signature || !auth.timestamp || !auth.nonce_str)
      return fail(401, 'SIGN_ERROR', 'missing or malformed Authorization');
    if (auth.mchid !== keys.wechat.mchid || auth.serial_no !== keys.wechat.serialNo)
      return fail(401, 'SIGN_ERROR', 'unknown merchant or certificate serial');
    const pathWithQuery = url.pathname.replace(/^\/sandbox\/wechatpay/, '') + url.search;
    const message = wechatRequestMessage('POST', pathWithQuery, auth.timestamp, auth.nonce_str, body);
    if (!rsaVerify(message, auth.signature, keys.wechat.merchantPublicKey))
      return fail(401, 'SIGN_ERROR', 'signature does not verify');
    let order: {
      appid?: string;
      mchid?: string;
      out_trade_no?: string;
      notify_url?: string;
      description?: string;
      amount?: { total?: number };
    };
    try {
      order = JSON.parse(body) as typeof order;
    } catch {
      return fail(400, 'PARAM_ERROR', 'body is not JSON');
    }
    if (order.appid !== keys.wechat.appid || order.mchid !== keys.wechat.mchid)
      return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    const total = order.amount?.total;
    if (!order.out_trade_no || !order.notify_url || !Number.isInteger(total) || (total ?? 0) <= 0)
      return fail(400, 'PARAM_ERROR', 'missing out_trade_no, notify_url or amount.total');
    orders.set(order.out_trade_no, {
      channel: 'wechat',
      outTradeNo: order.out_trade_no,
      amountCents: total ?? 0,
      notifyUrl: order.notify_url,
      subject: order.description ?? '',
    });
    const answer = JSON.stringify({
      code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
    });
    reply(res, 200, answer, wechatSignedHeaders(keys, answer));
  }

  /** The payer pays: deliver the signed notification to the merchant and report its answer. */
  async function pay(req: IncomingMessage, res: ServerResponse) {
    if (req.headers['x-sandbox-payer'] !== payerToken)
      return reply(res, 403, JSON.stringify({ delivered: false, answer: 'pay through the payment screen' }));
    let outTradeNo = '';
    try {
      outTradeNo = String((JSON.parse(await readBody(req)) as { out_trade_no?: unknown }).out_trade_no ?? '');
    } catch {
      // Answered below as an unknown order.
    }
    const order = orders.get(outTradeNo);
    if (!order) return reply(res, 404, JSON.stringify({ delivered: false, answer: 'unknown order' }));
    const request =
      order.channel === 'alipay'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
            body: new URLSearchParams(alipayNotification(keys, order)).toString(),
          }
        : (() => {
            const notification = wechatNotification(keys, order);
            return {
              headers: { 'content-type': 'application/json', ...notification.headers },
              body: notification.body,
            };
          })();
    const response = await fetch(order.notifyUrl, {
      method: 'POST',
      ...request,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = await response.text();
    const delivered =
      order.channel === 'alipay' ? answer === 'success' : response.status === 200 || response.status === 204;
    log.info('sandbox notification', {
      outTradeNo,
      channel: order.channel,
      status: response.status,
      delivered,
    });
    reply(res, 200, JSON.stringify({ delivered, status: response.status, answer }));
  }

  return {
    orders,
    async handle(req, res, url) {
      if (req.method !== 'POST') return reply(res, 405, '{"code":"METHOD_NOT_ALLOWED"}');
      if (url.pathname === '/sandbox/alipay/gateway.do') return alipayGateway(req, res, url);
      if (url.pathname === '/sandbox/wechatpay/v3/pay/transactions/native')
        return wechatNative(req, res, url);
      if (url.pathname === '/sandbox/pay') return pay(req, res);
      reply(res, 404, '{"code":"NOT_FOUND"}');
    },
  };
}
