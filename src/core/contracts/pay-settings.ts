import * as z from 'zod';

/**
 * The pay centre's part of the site configuration (`pay`, changed with
 * `npm run ops -- config set pay.… …`). Kept apart from the endpoint contracts in pay.ts so the
 * site configuration stays small for every function that reads it.
 */

/** Largest amount the pay centre handles in one move: 10,000,000.00 (keeps cents exact in JS). */
export const MAX_CENTS = 1_000_000_000;

export const PAY_CHANNELS = ['alipay', 'wechat', 'manual'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
/** Channels whose gateway sends an asynchronous notification (POST /client/pay/notify/{channel}). */
export const GATEWAY_CHANNELS = ['alipay', 'wechat'] as const;
export type GatewayChannel = (typeof GATEWAY_CHANNELS)[number];
export const isGatewayChannel = (channel: string): channel is GatewayChannel =>
  (GATEWAY_CHANNELS as readonly string[]).includes(channel);

const localizedText = z.object({ 'zh-cn': z.string().max(500), en: z.string().max(500) });

/** The pay centre's settings. Keys and merchant ids are NOT here: they are secrets (README). */
export const paySettingsSchema = z
  .object({
    /** Channels offered for recharges, in display order. */
    channels: z.array(z.enum(PAY_CHANNELS)).max(3).default(['alipay', 'wechat']),
    /** Preset amounts in cents shown as buttons. */
    presets_cents: z
      .array(z.number().int().positive().max(MAX_CENTS))
      .max(12)
      .default([1000, 5000, 10000, 20000, 50000]),
    /** Smallest recharge in cents. */
    min_cents: z.number().int().positive().max(MAX_CENTS).default(100),
    /** Largest recharge in cents. */
    max_cents: z.number().int().positive().max(MAX_CENTS).default(5_000_000),
    /** Minutes an unpaid order waits for its payment before it expires. */
    order_ttl_minutes: z.number().int().min(1).max(1440).default(15),
    /** The manual channel: the operator's personal QR code (image URL) and a note for the payer. */
    manual_qr: z.string().max(2000).default(''),
    manual_note: localizedText.default({ 'zh-cn': '', en: '' }),
    /** Score points for the first sign-in of a day (0 turns it off). */
    sign_in_score: z.number().int().min(0).max(100_000).default(5),
    /** Score points per whole yuan recharged (0 turns it off). */
    recharge_score_per_yuan: z.number().int().min(0).max(1000).default(1),
  })
  .refine((settings) => settings.min_cents <= settings.max_cents, {
    error: 'pay.min_cents must not exceed pay.max_cents',
    path: ['min_cents'],
  });
export type PaySettings = z.infer<typeof paySettingsSchema>;
