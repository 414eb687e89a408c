import * as z from 'zod/mini';
import { amountToCents } from '#core/contracts/amounts.ts';
import { amountSchema } from '#core/contracts/ledger-log.ts';
import { PAY_CHANNELS } from '#core/contracts/pay-settings.ts';
import { ORDER_STATES } from '#core/contracts/pay-values.ts';
import { PAID_PLAN_IDS, PLAN_IDS, type PlanId } from '#core/plans.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';

/**
 * Contracts of the pay centre (/client/pay/*), shared by the browser screens and the handlers,
 * on `zod/mini`: a group with no classic schema left bundles the smaller part of zod's core in the
 * chunk every route of the group loads (issue 16, BENCHMARKS row 8). Amounts travel as texts with
 * two decimals ("12.50") and are integer cents inside; times travel as seconds since the epoch.
 * The payment screen's "related order number" is `out_trade_no` (ours) and its "transaction serial
 * number" is `trade_no` (the gateway's, or the one a member typed for the manual channel).
 */

export const PAY_MESSAGES = {
  amount: {
    en: 'Please enter an amount with at most two decimals, e.g. 50 or 12.50',
    'zh-cn': '请输入最多两位小数的金额，例如 50 或 12.50',
  },
  channel: { en: 'Please choose a payment channel', 'zh-cn': '请选择支付渠道' },
  outTradeNo: { en: 'The order number is not valid', 'zh-cn': '订单号无效' },
  tradeNo: {
    en: 'Please enter the transaction serial number shown in your payment app (4-64 letters or digits)',
    'zh-cn': '请输入支付应用中显示的交易流水号（4-64 位字母或数字）',
  },
  payPassword: { en: 'The pay password must be 6 digits', 'zh-cn': '支付密码须为 6 位数字' },
  payPasswordMismatch: {
    en: 'The two pay passwords are not the same',
    'zh-cn': '两次输入的支付密码不一致',
  },
  payPasswordUnchanged: {
    en: 'The new pay password must differ from the old one',
    'zh-cn': '新支付密码不能与原支付密码相同',
  },
  plan: { en: 'Please choose a plan', 'zh-cn': '请选择套餐' },
  months: { en: 'Choose 1 to 12 months', 'zh-cn': '请选择 1 到 12 个月' },
  requestId: {
    en: 'The request id must be 8-64 letters, digits, - or _',
    'zh-cn': '请求编号须为 8-64 位字母、数字、- 或 _',
  },
} as const;
registerMessages(Object.values(PAY_MESSAGES));

// ---------------------------------------------------------------------------------------------
// Money texts

/**
 * An amount the member types: digits with at most two decimals ("50", "12.5", "12.50"), or a
 * number. Answers integer cents; never goes through floating point.
 */
export const amountInputSchema = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value,
  ),
  z.pipe(
    z
      .string({ error: PAY_MESSAGES.amount.en })
      .check(z.trim(), z.regex(/^\d{1,8}(\.\d{1,2})?$/, { error: PAY_MESSAGES.amount.en })),
    z.transform((text: string) => amountToCents(text)),
  ),
);

export { amountToCents };

// ---------------------------------------------------------------------------------------------
// Configuration (site config `pay`, changed with `npm run ops -- config set pay.… …`)

// The channel lists and the settings schema live in pay-settings.ts, which the site configuration
// imports without pulling in every pay contract (Lambda bundle sizes).
export {
  GATEWAY_CHANNELS,
  type GatewayChannel,
  isGatewayChannel,
  MAX_CENTS,
  PAY_CHANNELS,
  type PayChannel,
  type PaySettings,
  paySettingsSchema,
} from '#core/contracts/pay-settings.ts';

// ---------------------------------------------------------------------------------------------
// GET /client/pay/channels

export const channelInfoSchema = z.object({
  channel: z.enum(PAY_CHANNELS),
  /** `qr`: scan the QR code the gateway made; `manual`: pay the operator, then type the serial number. */
  kind: z.enum(['qr', 'manual']),
  /** Manual channel only: image URL of the operator's payment QR code ('' otherwise). */
  manual_qr: z.string(),
  /** Manual channel only: the operator's note in the request's language ('' otherwise). */
  manual_note: z.string(),
});
export type ChannelInfo = z.infer<typeof channelInfoSchema>;

export const channelsDataSchema = z.object({
  channels: z.array(channelInfoSchema),
  presets: z.array(amountSchema),
  min_amount: amountSchema,
  max_amount: amountSchema,
  /** Minutes an unpaid order stays payable. */
  order_ttl_minutes: z.number().check(z.int()),
  /** Score points per whole yuan recharged (0: none). */
  recharge_score_per_yuan: z.number().check(z.int()),
  /** True on local runs: the payment screen shows the sandbox "pay" button (POST /client/pay/sandboxPay). */
  sandbox: z.boolean(),
});
export type ChannelsData = z.infer<typeof channelsDataSchema>;

// ---------------------------------------------------------------------------------------------
// Orders: POST /client/pay/recharge, GET /client/pay/order, POST /client/pay/submit

// The order states live in pay-values.ts, which the orders' repository imports without building
// these contracts.
export { FINAL_ORDER_STATES, ORDER_STATES, type OrderState } from '#core/contracts/pay-values.ts';

/** Our order number: "R" + 14-digit UTC time + 8 random digits (22 characters, digits after R). */
export const outTradeNoSchema = z
  .string({ error: PAY_MESSAGES.outTradeNo.en })
  .check(z.trim(), z.regex(/^R\d{22}$/, { error: PAY_MESSAGES.outTradeNo.en }));

export const rechargeBodySchema = z.object({
  /** The amount to top up ("50" or "12.50"); limits come from GET /client/pay/channels. */
  amount: amountInputSchema,
  channel: z.enum(PAY_CHANNELS, { error: PAY_MESSAGES.channel.en }),
});
export type RechargeBody = z.infer<typeof rechargeBodySchema>;

export const orderViewSchema = z.object({
  /** Our order number ("related order number" on the payment screen). */
  out_trade_no: z.string(),
  channel: z.enum(PAY_CHANNELS),
  amount: amountSchema,
  state: z.enum(ORDER_STATES),
  /** What the QR code encodes (Alipay's qr_code, WeChat Pay's code_url); '' for the manual channel. */
  qr_code: z.string(),
  /** Transaction serial number: the gateway's trade number, or the one the member submitted; '' until known. */
  trade_no: z.string(),
  /** The paying member's username ("current account"). */
  account: z.string(),
  /** Score points the recharge grants once credited. */
  score_bonus: z.number().check(z.int()),
  /** Seconds. */
  create_time: z.number().check(z.int()),
  /** Seconds: after this an unpaid order expires. */
  expire_time: z.number().check(z.int()),
  /** Seconds; 0 until paid. */
  pay_time: z.number().check(z.int()),
  /** Why the order failed ('' otherwise), in the request's language. */
  fail_reason: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderQuerySchema = z.object({ out_trade_no: outTradeNoSchema });
export type OrderQuery = z.infer<typeof orderQuerySchema>;

export const submitBodySchema = z.object({
  out_trade_no: outTradeNoSchema,
  /** The serial number the member's payment app shows for the transfer. */
  trade_no: z
    .string({ error: PAY_MESSAGES.tradeNo.en })
    .check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,64}$/, { error: PAY_MESSAGES.tradeNo.en })),
});
export type SubmitBody = z.infer<typeof submitBodySchema>;

/** POST /client/pay/sandboxPay (local sandbox only): the sandbox gateway pays the order and notifies. */
export const sandboxPayBodySchema = z.object({ out_trade_no: outTradeNoSchema });
export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>;

// ---------------------------------------------------------------------------------------------
// POST /client/pay/notify/{channel} — the gateways' own formats (no envelope)

/**
 * Alipay's asynchronous notification: a form post of string parameters, signed (RSA2) over the
 * sorted parameters except sign and sign_type. Only the fields we check are listed; the rest pass.
 */
export const alipayNotifySchema = z.looseObject({
  app_id: z.string(),
  /** The merchant's Alipay id (PID, 2088...): checked against ours (Alipay's notification checklist). */
  seller_id: z._default(z.string(), ''),
  out_trade_no: z.string(),
  trade_no: z._default(z.string(), ''),
  trade_status: z.string(),
  total_amount: z.string(),
  sign: z.string(),
  sign_type: z._default(z.string(), 'RSA2'),
  gmt_payment: z.optional(z.string()),
});
export type AlipayNotify = z.infer<typeof alipayNotifySchema>;

/** WeChat Pay APIv3 notification body; `resource` is AES-256-GCM encrypted with the APIv3 key. */
export const wechatNotifySchema = z.object({
  id: z.string(),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    associated_data: z._default(z.string(), ''),
    original_type: z._default(z.string(), 'transaction'),
    nonce: z.string(),
  }),
  summary: z._default(z.string(), ''),
});
export type WechatNotify = z.infer<typeof wechatNotifySchema>;

/** The decrypted transaction of a WeChat Pay notification (the fields we check). */
export const wechatTransactionSchema = z.looseObject({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z._default(z.string(), ''),
  trade_state: z.string(),
  success_time: z.optional(z.string()),
  amount: z.looseObject({ total: z.number().check(z.int()), currency: z._default(z.string(), 'CNY') }),
});
export type WechatTransaction = z.infer<typeof wechatTransactionSchema>;

// ---------------------------------------------------------------------------------------------
// GET /client/pay/account — what the pay screens and the console show about the member

export { PLAN_IDS };
export type PlanIdValue = PlanId;

// The account's data lives in pay-account.ts (`zod/mini`), which this endpoint loads on its own.
export { type PayAccountData, payAccountDataSchema } from '#core/contracts/pay-account.ts';

// ---------------------------------------------------------------------------------------------
// POST /client/pay/setPassword and /client/pay/setup

const payPasswordSchema = z
  .string({ error: PAY_MESSAGES.payPassword.en })
  .check(z.regex(/^\d{6}$/, { error: PAY_MESSAGES.payPassword.en }));

/**
 * Sets the pay password. The first time the login password proves it is the member; later the
 * old pay password does (`old_pay_password`). Both are accepted either way; one must be right.
 */
export const setPayPasswordBodySchema = z
  .object({
    /** Login password: required when no pay password is set yet. */
    password: z._default(z.string().check(z.maxLength(64)), ''),
    /** Current pay password: required to change an existing one (or the login password instead). */
    old_pay_password: z._default(z.string().check(z.maxLength(64)), ''),
    pay_password: payPasswordSchema,
    repay_password: z.string({ error: MESSAGES.required.en }),
    /**
     * Idempotency key the browser makes once per save (optional for older clients): sending the
     * same save again after a time-out answers "saved" once it was applied, instead of refusing
     * the proof that the change itself made stale.
     */
    request_id: z.optional(
      z
        .string({ error: PAY_MESSAGES.requestId.en })
        .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: PAY_MESSAGES.requestId.en })),
    ),
  })
  .check(
    z.refine((body) => body.pay_password === body.repay_password, {
      error: PAY_MESSAGES.payPasswordMismatch.en,
      path: ['repay_password'],
    }),
    z.refine((body) => body.pay_password !== body.old_pay_password, {
      error: PAY_MESSAGES.payPasswordUnchanged.en,
      path: ['pay_password'],
    }),
  );
export type SetPayPasswordBody = z.infer<typeof setPayPasswordBodySchema>;

export { type PayFlagsData, payFlagsDataSchema } from '#core/contracts/pay-account.ts';

/** Booleans or their texts (form posts send text); classic zod's `preprocess` is this pipe. */
const flag = z.pipe(
  z.transform((value: unknown) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  ),
  z.boolean(),
);

/** Payment settings. Changing them needs the pay password (so a borrowed session cannot turn quick pay on). */
export const paySetupBodySchema = z.object({
  quick_pay: flag,
  pay_password: payPasswordSchema,
});
export type PaySetupBody = z.infer<typeof paySetupBodySchema>;

// ---------------------------------------------------------------------------------------------
// POST /client/pay/buyPlan — spending from the balance

export const buyPlanBodySchema = z.object({
  plan: z.enum(PAID_PLAN_IDS, { error: PAY_MESSAGES.plan.en }),
  months: z._default(
    z.coerce
      .number({ error: PAY_MESSAGES.months.en })
      .check(
        z.int({ error: PAY_MESSAGES.months.en }),
        z.minimum(1, { error: PAY_MESSAGES.months.en }),
        z.maximum(12, { error: PAY_MESSAGES.months.en }),
      ),
    1,
  ),
  /** Needed unless quick pay is on. */
  pay_password: z._default(z.string().check(z.maxLength(64)), ''),
  /**
   * Idempotency key the browser makes once per purchase attempt (e.g. crypto.randomUUID()):
   * sending the same purchase again (a retry, a double click) never pays twice.
   */
  request_id: z
    .string({ error: PAY_MESSAGES.requestId.en })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: PAY_MESSAGES.requestId.en })),
});
export type BuyPlanBody = z.infer<typeof buyPlanBodySchema>;

export const buyPlanDataSchema = z.object({
  plan: z.enum(PLAN_IDS),
  /** Seconds: the new end of the plan (a purchase of the same plan extends it). */
  plan_expire_time: z.number().check(z.int()),
  /** What was paid. */
  amount: amountSchema,
  /** The balance after paying. */
  balance: amountSchema,
});
export type BuyPlanData = z.infer<typeof buyPlanDataSchema>;

/** `data` of a refused purchase, so the browser can react: ask the pay password, offer a recharge. */
export const payFailureSchema = z.object({
  reason: z.enum([
    'pay_password_required',
    'pay_password_not_set',
    'insufficient_balance',
    'conflict',
    /** Not decided yet: send the same request_id again shortly (it is never applied twice). */
    'purchase_pending',
    /** Not applied in time and called off for good: nothing was charged; a new attempt needs a new request_id. */
    'purchase_void',
  ]),
});
export type PayFailure = z.infer<typeof payFailureSchema>;

// ---------------------------------------------------------------------------------------------
// POST /client/pay/signIn — daily sign-in score

export { type SignInData, signInDataSchema } from '#core/contracts/pay-account.ts';
