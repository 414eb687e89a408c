import { centsToAmount } from '#core/contracts/amounts.ts';
import {
  payChannels,
  payOrder,
  payRecharge,
  paySandboxPay,
  paySubmit,
} from '#core/contracts/endpoints/pay.ts';
import { type ChannelsData, channelsDataSchema, isGatewayChannel } from '#core/contracts/pay.ts';
import { getOrder } from '#functions/data/orders-repo.ts';
import { centreMember } from '#functions/handlers/account/center.ts';
import { gatewayConfig } from '#functions/pay/gateway-config.ts';
import { channelAvailable, createRecharge, expireIfOverdue, submitSerial } from '#functions/pay/recharge.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, type RequestContext } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';
import { orderView } from './views.ts';

async function paySettings(ctx: RequestContext) {
  return (await siteConfig(ctx.nowMs)).pay;
}

/** GET /client/pay/channels: the channels that can take an order now, presets and limits. */
export const channelsHandler = defineHandler(payChannels, {
  async run({ ctx }) {
    await centreMember(ctx);
    const settings = await paySettings(ctx);
    const channels: ChannelsData['channels'] = [];
    for (const channel of settings.channels) {
      if (!(await channelAvailable(channel, settings))) continue;
      const manual = channel === 'manual';
      channels.push({
        channel,
        kind: manual ? 'manual' : 'qr',
        manual_qr: manual ? settings.manual_qr : '',
        manual_note: manual ? settings.manual_note[ctx.lang] : '',
      });
    }
    const data: ChannelsData = channelsDataSchema.parse({
      channels,
      presets: settings.presets_cents.map(centsToAmount),
      min_amount: centsToAmount(settings.min_cents),
      max_amount: centsToAmount(settings.max_cents),
      order_ttl_minutes: settings.order_ttl_minutes,
      recharge_score_per_yuan: settings.recharge_score_per_yuan,
      sandbox: (await gatewayConfig()).PAY_SANDBOX === '1',
    });
    return { data };
  },
});

/** POST /client/pay/recharge: a new order; for Alipay/WeChat Pay with the QR content from the gateway. */
export const rechargeHandler = defineHandler(payRecharge, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    const order = await createRecharge({
      member,
      amountCents: body.amount,
      channel: body.channel,
      settings: await paySettings(ctx),
      nowMs: ctx.nowMs,
      log: ctx.log,
    });
    return { data: orderView(order, ctx.lang) };
  },
});

async function ownOrder(ctx: RequestContext, outTradeNo: string) {
  const member = await centreMember(ctx);
  const order = await getOrder(outTradeNo);
  // Another member's order reads as missing: numbers are not secrets, orders are.
  if (!order || order.userId !== member.id) throw new AppError('PayOrderNotFound');
  return { member, order };
}

/** GET /client/pay/order: an order's state (an overdue unpaid order turns expired here). */
export const orderHandler = defineHandler(payOrder, {
  async run({ query, ctx }) {
    const { order } = await ownOrder(ctx, query.out_trade_no);
    return { data: orderView(await expireIfOverdue(order, ctx.nowMs), ctx.lang) };
  },
});

const SUBMITTED = {
  en: 'Submitted. Your balance is updated once the payment is confirmed',
  'zh-cn': '已提交，确认收款后余额将自动更新',
};

/** POST /client/pay/submit: the serial number of a manual transfer; the order waits for an operator. */
export const submitHandler = defineHandler(paySubmit, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    const order = await submitSerial(member, body.out_trade_no, body.trade_no, ctx.nowMs);
    return { data: orderView(order, ctx.lang), msg: SUBMITTED };
  },
});

/**
 * POST /client/pay/sandboxPay (local runs only): asks the sandbox gateway to pay the order, which
 * then posts a correctly signed notification to /client/pay/notify/{channel} like the real one.
 */
export const sandboxPayHandler = defineHandler(paySandboxPay, {
  async run({ body, ctx }) {
    const config = await gatewayConfig();
    if (config.PAY_SANDBOX !== '1' || !config.PAY_SANDBOX_URL) throw new AppError('PaySandboxOnly');
    const { order } = await ownOrder(ctx, body.out_trade_no);
    if (!isGatewayChannel(order.channel)) throw new AppError('PayChannelUnavailable');
    if (order.state !== 'created' && order.state !== 'expired') throw new AppError('PayOrderClosed');
    const response = await fetch(`${config.PAY_SANDBOX_URL}/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-payer': config.PAY_SANDBOX_PAYER_TOKEN ?? '',
      },
      body: JSON.stringify({ out_trade_no: order.outTradeNo }),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await response.json()) as { delivered?: boolean; answer?: string };
    if (!answer.delivered) ctx.log.warn('sandbox notification not accepted', { answer });
    const fresh = (await getOrder(order.outTradeNo)) ?? order;
    return { data: orderView(fresh, ctx.lang) };
  },
});
