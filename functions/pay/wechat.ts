import { randomBytes } from 'node:crypto';
import { wechatNotifySchema, wechatTransactionSchema } from '#core/contracts/pay.ts';
import {
  GatewayError,
  type GatewayOrder,
  type NotifyCheck,
  type NotifyRequest,
  type PaymentGateway,
} from '#functions/pay/gateway.ts';
import type { WechatSettings } from '#functions/pay/gateway-config.ts';
import {
  aesGcmDecrypt,
  rsaVerify,
  wechatAuthorization,
  wechatResponseMessage,
} from '#functions/pay/signing.ts';

const NATIVE_PATH = '/v3/pay/transactions/native';
/** Notifications older (or newer) than this are refused: a replayed message cannot be reused later. */
const MAX_CLOCK_SKEW_S = 300;

/** RFC 3339 with the China offset, as WeChat Pay wants time_expire. */
function rfc3339China(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** Checks Wechatpay-Signature over "timestamp\nnonce\nbody\n" with the platform public key. */
export function verifyWechatSignature(
  headers: Record<string, string | undefined>,
  body: string,
  platformPublicKey: string,
  nowMs: number,
): string | null {
  const timestamp = headers['wechatpay-timestamp'];
  const nonce = headers['wechatpay-nonce'];
  const signature = headers['wechatpay-signature'];
  if (!timestamp || !nonce || !signature) return 'missing Wechatpay-* headers';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S)
    return 'timestamp outside the allowed window';
  if (!rsaVerify(wechatResponseMessage(timestamp, nonce, body), signature, platformPublicKey))
    return 'bad signature';
  return null;
}

/** WeChat Pay Native (API v3): the order answers `code_url`, which the payer scans in WeChat. */
export function wechatGateway(settings: WechatSettings): PaymentGateway {
  return {
    channel: 'wechat',

    async createQr(order: GatewayOrder): Promise<string> {
      const body = JSON.stringify({
        appid: settings.appid,
        mchid: settings.mchid,
        description: order.subject,
        out_trade_no: order.outTradeNo,
        time_expire: rfc3339China(order.expiresAtMs),
        notify_url: order.notifyUrl,
        amount: { total: order.amountCents, currency: 'CNY' },
      });
      const authorization = wechatAuthorization({
        mchid: settings.mchid,
        serialNo: settings.serialNo,
        privateKey: settings.privateKey,
        method: 'POST',
        pathWithQuery: NATIVE_PATH,
        body,
        nonce: randomBytes(16).toString('hex'),
      });
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${settings.baseUrl}${NATIVE_PATH}`, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/json',
            'user-agent': 'landing-builder-pay',
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        text = await response.text();
      } catch (error) {
        throw new GatewayError(`WeChat Pay could not be reached: ${String(error)}`);
      }
      const headers = Object.fromEntries(response.headers.entries());
      const problem = verifyWechatSignature(headers, text, settings.platformPublicKey, Date.now());
      if (problem) throw new GatewayError(`WeChat Pay answer not trusted: ${problem}`);
      const answer = JSON.parse(text) as { code_url?: string; code?: string; message?: string };
      if (response.status !== 200 || !answer.code_url)
        throw new GatewayError(
          `WeChat Pay refused the order: ${response.status} ${answer.code ?? ''} ${answer.message ?? ''}`,
        );
      return answer.code_url;
    },

    verifyNotification(request: NotifyRequest, nowMs: number): NotifyCheck {
      const problem = verifyWechatSignature(request.headers, request.body, settings.platformPublicKey, nowMs);
      if (problem) return { ok: false, reason: problem };
      let envelope: unknown;
      try {
        envelope = JSON.parse(request.body);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const notify = wechatNotifySchema.safeParse(envelope);
      if (!notify.success) return { ok: false, reason: 'malformed notification' };
      const { resource } = notify.data;
      const plain = aesGcmDecrypt(
        resource.ciphertext,
        settings.apiV3Key,
        resource.nonce,
        resource.associated_data,
      );
      if (plain === null) return { ok: false, reason: 'resource does not decrypt with the APIv3 key' };
      let transactionJson: unknown;
      try {
        transactionJson = JSON.parse(plain);
      } catch {
        return { ok: false, reason: 'resource is not JSON' };
      }
      const transaction = wechatTransactionSchema.safeParse(transactionJson);
      if (!transaction.success) return { ok: false, reason: 'malformed transaction' };
      const t = transaction.data;
      if (t.mchid !== settings.mchid) return { ok: false, reason: `wrong mchid ${t.mchid}` };
      if (t.appid !== settings.appid) return { ok: false, reason: `wrong appid ${t.appid}` };
      if (t.amount.currency !== 'CNY')
        return { ok: false, reason: `unexpected currency ${t.amount.currency}` };
      return {
        ok: true,
        notification: {
          outTradeNo: t.out_trade_no,
          amountCents: t.amount.total,
          tradeNo: t.transaction_id,
          paid: t.trade_state === 'SUCCESS',
        },
      };
    },

    ack(accepted) {
      // Success: 200 (or 204) with no error; anything else makes WeChat Pay resend.
      return accepted
        ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"OK"}' }
        : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"rejected"}' };
    },
  };
}
