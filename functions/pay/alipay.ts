import { centsToAmount } from '#core/contracts/amounts.ts';
import { alipayNotifySchema } from '#core/contracts/pay.ts';
import {
  GatewayError,
  type GatewayOrder,
  type NotifyCheck,
  type NotifyRequest,
  type PaymentGateway,
  yuanTextToCents,
} from '#functions/pay/gateway.ts';
import type { AlipaySettings } from '#functions/pay/gateway-config.ts';
import {
  alipayNotifySignContent,
  alipayRequestSignContent,
  rawJsonMember,
  rsaSign,
  rsaVerify,
} from '#functions/pay/signing.ts';

/** Trade states that mean the money arrived. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const RESPONSE_NODE = 'alipay_trade_precreate_response';

/** Alipay wants its timestamps in China time: "2026-11-21 17:30:00". */
function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The signed form of an openapi call (RSA2 over the sorted non-empty parameters). */
export function signedAlipayRequest(
  settings: AlipaySettings,
  method: string,
  bizContent: Record<string, unknown>,
  extra: Record<string, string>,
  nowMs: number,
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: settings.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(nowMs),
    version: '1.0',
    ...extra,
    biz_content: JSON.stringify(bizContent),
  };
  params.sign = rsaSign(alipayRequestSignContent(params), settings.privateKey);
  return params;
}

/**
 * Alipay "当面付" (face-to-face) as a scan-to-pay QR: alipay.trade.precreate answers `qr_code`,
 * the payer scans it, and Alipay posts the asynchronous notification to notify_url.
 */
export function alipayGateway(settings: AlipaySettings): PaymentGateway {
  return {
    channel: 'alipay',

    async createQr(order: GatewayOrder): Promise<string> {
      const minutes = Math.max(1, Math.ceil((order.expiresAtMs - Date.now()) / 60_000));
      const params = signedAlipayRequest(
        settings,
        'alipay.trade.precreate',
        {
          out_trade_no: order.outTradeNo,
          total_amount: centsToAmount(order.amountCents),
          subject: order.subject,
          timeout_express: `${minutes}m`,
        },
        { notify_url: order.notifyUrl },
        Date.now(),
      );
      let text: string;
      try {
        const response = await fetch(settings.gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        text = await response.text();
      } catch (error) {
        throw new GatewayError(`Alipay could not be reached: ${String(error)}`);
      }
      const raw = rawJsonMember(text, RESPONSE_NODE);
      const sign = (() => {
        try {
          return (JSON.parse(text) as { sign?: unknown }).sign;
        } catch {
          return undefined;
        }
      })();
      if (!raw || typeof sign !== 'string' || !rsaVerify(raw, sign, settings.alipayPublicKey))
        throw new GatewayError('Alipay answer is not signed by the configured Alipay public key');
      const node = JSON.parse(raw) as {
        code?: string;
        msg?: string;
        sub_msg?: string;
        qr_code?: string;
        out_trade_no?: string;
      };
      if (node.code !== '10000' || !node.qr_code || node.out_trade_no !== order.outTradeNo)
        throw new GatewayError(
          `Alipay refused the precreate: ${node.code} ${node.msg ?? ''} ${node.sub_msg ?? ''}`,
        );
      return node.qr_code;
    },

    verifyNotification(request: NotifyRequest): NotifyCheck {
      const params: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(request.body)) params[name] = value;
      const parsed = alipayNotifySchema.safeParse(params);
      if (!parsed.success) return { ok: false, reason: 'malformed notification' };
      const notify = parsed.data;
      if (notify.sign_type !== 'RSA2')
        return { ok: false, reason: `unsupported sign_type ${notify.sign_type}` };
      if (!rsaVerify(alipayNotifySignContent(params), notify.sign, settings.alipayPublicKey))
        return { ok: false, reason: 'bad signature' };
      if (notify.app_id !== settings.appId) return { ok: false, reason: `wrong app_id ${notify.app_id}` };
      if (notify.seller_id !== settings.sellerId)
        return { ok: false, reason: `wrong seller_id ${notify.seller_id || '(none)'}` };
      const amountCents = yuanTextToCents(notify.total_amount);
      if (amountCents === null) return { ok: false, reason: 'unreadable total_amount' };
      return {
        ok: true,
        notification: {
          outTradeNo: notify.out_trade_no,
          amountCents,
          tradeNo: notify.trade_no,
          paid: PAID_STATES.has(notify.trade_status),
        },
      };
    },

    ack(accepted) {
      // Alipay stops resending only on the exact text "success".
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },
  };
}
