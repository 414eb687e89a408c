import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';

/** The twelve standard events a module can report when clicked (spec section 3 "Event tracking"). */
export const EVENT_TYPES = [
  'Contact',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'AddToWishlist',
  'AddPaymentInfo',
  'Purchase',
  'CompleteRegistration',
  'Subscribe',
  'ViewItem',
  'Search',
  'Custom',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_MESSAGES = {
  customRequired: { en: 'Please enter the custom event name', 'zh-cn': '请输入自定义事件名称' },
  customFormat: {
    en: 'The custom event name may hold only letters, digits and underscores, at most 40 characters',
    'zh-cn': '自定义事件名称只能包含字母、数字和下划线，最多 40 个字符',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(EVENT_MESSAGES));

/** Pixel event names accept letters, digits and underscores; 40 keeps every pixel platform happy. */
const CUSTOM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Event tracking settings of one clickable module. */
export const eventTrackingSchema = z
  .object({
    /** Whether clicks report an event to the page's pixels. */
    enabled: z._default(z.boolean(), false),
    /** Which standard event a click reports. */
    eventType: z._default(z.enum(EVENT_TYPES), 'Contact'),
    /** The event's name when `eventType` is Custom (required then). */
    customEventName: z._default(
      z.string().check(z.trim(), z.maxLength(40, { error: EVENT_MESSAGES.customFormat.en })),
      '',
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.enabled || value.eventType !== 'Custom') return;
      if (value.customEventName === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['customEventName'],
          message: EVENT_MESSAGES.customRequired.en,
        });
      } else if (!CUSTOM_NAME.test(value.customEventName)) {
        ctx.addIssue({ code: 'custom', path: ['customEventName'], message: EVENT_MESSAGES.customFormat.en });
      }
    }),
  );
export type EventTracking = z.output<typeof eventTrackingSchema>;

/** Nested field with its defaults (`{}` and a missing value both give the defaults). */
export const eventTrackingField = () => z.prefault(eventTrackingSchema, {});

export { trackingAttributes } from '#modules/shared/render-kit.ts';
