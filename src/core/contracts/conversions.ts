import * as z from 'zod/mini';
import { pageIdSchema } from '#core/contracts/insights.ts';
import { registerMessages } from '#core/validation/parse.ts';

/**
 * Server-side conversion events (issue 15): a pixel module's "Server-side events" settings, kept
 * apart from the page document because the token is a secret (stored sealed, never answered), and
 * the last deliveries the diagnostics panel lists. Shared by the handlers and the builder. Written
 * with `zod/mini`, like the insights' contracts it builds on (README "Lambda cold starts").
 */

export const CONVERSION_MESSAGES = {
  token: {
    en: 'The access token is 10 to 1,000 characters without spaces: paste it as the platform shows it',
    'zh-cn': '访问令牌为 10 到 1000 个字符且不含空格：请按平台显示的原样粘贴',
  },
  testCode: {
    en: 'The test event code is at most 60 letters, digits, "-" or "_"',
    'zh-cn': '测试事件代码最多 60 个字母、数字、"-" 或 "_"',
  },
  module: { en: 'Please choose a pixel module of this page', 'zh-cn': '请选择此页面中的像素模块' },
  pixel: { en: 'Please choose one of the module’s pixel IDs', 'zh-cn': '请选择该模块的一个像素 ID' },
} as const;
registerMessages(Object.values(CONVERSION_MESSAGES));

const M = CONVERSION_MESSAGES;

/** The module instance (its id in the page document) and one of its pixel ids. */
const targetFields = {
  page: pageIdSchema,
  module: z
    .string({ error: M.module.en })
    .check(z.trim(), z.minLength(1, { error: M.module.en }), z.maxLength(40, { error: M.module.en })),
  pixel: z
    .string({ error: M.pixel.en })
    .check(z.trim(), z.minLength(1, { error: M.pixel.en }), z.maxLength(100, { error: M.pixel.en })),
};

export const conversionSettingsQuerySchema = z.object({
  page: pageIdSchema,
  module: targetFields.module,
});

/** Sets or replaces (a string) or removes (null) the token of one pixel id. */
export const conversionTokenBodySchema = z.object({
  ...targetFields,
  token: z.nullable(
    z.string({ error: M.token.en }).check(z.trim(), z.regex(/^\S{10,1000}$/, { error: M.token.en })),
  ),
});

/** The other settings of one pixel id: test event code ('' for none), page views sent too. */
export const conversionOptionsBodySchema = z.object({
  ...targetFields,
  test_event_code: z
    .string({ error: M.testCode.en })
    .check(z.trim(), z.regex(/^[0-9A-Za-z_-]{0,60}$/, { error: M.testCode.en })),
  page_views: z.boolean(),
});

/** What became of one delivery attempt. */
export const DELIVERY_STATUSES = ['accepted', 'retrying', 'failed', 'dropped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliverySchema = z.object({
  atMs: z.number().check(z.int()),
  /** The event's name as the platform got it (Contact, PageView, CompletePayment, …). */
  event: z.string(),
  eventId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** The platform's HTTP status; 0 when no answer came (network) or nothing was sent. */
  httpStatus: z.number().check(z.int()),
  /** The platform's error message, or why nothing was sent; '' when accepted. */
  message: z.string(),
  /** Which attempt of this event this was (1 = the first). */
  attempt: z.number().check(z.int()),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** One pixel id's server-side settings as the member sees them: whether a token is set, never the token. */
export const conversionTargetSchema = z.object({
  pixel: z.string(),
  tokenSet: z.boolean(),
  testEventCode: z.string(),
  pageViews: z.boolean(),
  /** The last deliveries, newest first (at most DELIVERY_HISTORY). */
  deliveries: z.array(deliverySchema),
});
export type ConversionTarget = z.infer<typeof conversionTargetSchema>;

export const conversionSettingsDataSchema = z.object({
  /** The module's platform key (facebook, tiktok, snapchat, reddit). */
  platform: z.string(),
  /** Whether the member's plan includes server-side events now. */
  entitled: z.boolean(),
  targets: z.array(conversionTargetSchema),
});
export type ConversionSettingsData = z.infer<typeof conversionSettingsDataSchema>;

/** Deliveries kept per pixel id of a module (older ones fall off). */
export const DELIVERY_HISTORY = 20;
