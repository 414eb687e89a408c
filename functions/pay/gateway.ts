import type { GatewayChannel } from '#core/contracts/pay.ts';

/**
 * The payment-gateway port (DESIGN.md point 15): what the recharge flow needs from Alipay or
 * WeChat Pay. Production adapters (alipay.ts, wechat.ts) speak the real protocols; locally they
 * talk to the sandbox gateway, which answers and signs the same way.
 */
export type GatewayOrder = {
  outTradeNo: string;
  amountCents: number;
  /** What the payer sees in the wallet. */
  subject: string;
  /** Where the gateway posts its asynchronous notification. */
  notifyUrl: string;
  expiresAtMs: number;
};

/** A notification whose signature and merchant identity checked out. */
export type VerifiedNotification = {
  outTradeNo: string;
  /** The amount the gateway says was paid, in cents. */
  amountCents: number;
  /** The gateway's transaction serial number. */
  tradeNo: string;
  /** True when the trade state says the money arrived. */
  paid: boolean;
};

export type NotifyRequest = { headers: Record<string, string | undefined>; body: string };
export type NotifyCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: string };

/** The HTTP answer the gateway expects, so it stops (or keeps) resending. */
export type GatewayAck = { status: number; contentType: string; body: string };

export interface PaymentGateway {
  readonly channel: GatewayChannel;
  /** Creates the order at the gateway; answers what the QR code must encode. */
  createQr(order: GatewayOrder): Promise<string>;
  /** Verifies a notification (signature, merchant/app id) and reads it. Never throws. */
  verifyNotification(request: NotifyRequest, nowMs: number): NotifyCheck;
  ack(accepted: boolean): GatewayAck;
}

/** The gateway refused or could not be reached; the message is for logs only. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** "12.50" → 1250; null for anything but a non-negative amount with at most two decimals. */
export function yuanTextToCents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
