import * as z from 'zod/mini';

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

const localizedText = z.object({
  'zh-cn': z.string().check(z.maxLength(500)),
  en: z.string().check(z.maxLength(500)),
});

/** A whole number of cents above zero, within what the pay centre handles. */
const cents = () => z.int().check(z.positive(), z.maximum(MAX_CENTS));
/** A whole number from `min` to `max`. */
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/**
 * The pay centre's settings. Keys and merchant ids are NOT here: they are secrets (README). On
 * `zod/mini`, as the site configuration that holds them (site-config.ts).
 */
export const paySettingsSchema = z
  .object({
    /** Channels offered for recharges, in display order. */
    channels: z._default(z.array(z.enum(PAY_CHANNELS)).check(z.maxLength(3)), ['alipay', 'wechat']),
    /** Preset amounts in cents shown as buttons. */
    presets_cents: z._default(z.array(cents()).check(z.maxLength(12)), [1000, 5000, 10000, 20000, 50000]),
    /** Smallest recharge in cents. */
    min_cents: z._default(cents(), 100),
    /** Largest recharge in cents. */
    max_cents: z._default(cents(), 5_000_000),
    /** Minutes an unpaid order waits for its payment before it expires. */
    order_ttl_minutes: z._default(whole(1, 1440), 15),
    /** The manual channel: the operator's personal QR code (image URL) and a note for the payer. */
    manual_qr: z._default(z.string().check(z.maxLength(2000)), ''),
    manual_note: z._default(localizedText, { 'zh-cn': '', en: '' }),
    /** Score points for the first sign-in of a day (0 turns it off). */
    sign_in_score: z._default(whole(0, 100_000), 5),
    /** Score points per whole yuan recharged (0 turns it off). */
    recharge_score_per_yuan: z._default(whole(0, 1000), 1),
  })
  .check(
    z.refine((settings) => settings.min_cents <= settings.max_cents, {
      error: 'pay.min_cents must not exceed pay.max_cents',
      path: ['min_cents'],
    }),
  );
export type PaySettings = z.infer<typeof paySettingsSchema>;
