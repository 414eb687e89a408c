import * as z from 'zod/mini';
import { contactHref, internationalNumber } from '#core/contact-links.ts';
import type { ContactShortcut } from '#core/contracts/site-config.ts';
import { CONTACT_COMPONENTS } from '#core/contracts/site-config-values.ts';
import type { Localized } from '#core/i18n/lang.ts';
import { isCommonUrl } from '#core/validation/common-url.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import { brandField } from '#modules/shared/brands.ts';
import { eventTrackingField } from '#modules/shared/event-tracking.ts';
import { color, itemList, KIT_MESSAGES, text } from '#modules/shared/schema-kit.ts';
import type { PropsMigration, SampleFields } from '#modules/types.ts';

export const MAX_ITEMS = 10;

export const COMMUNICATION_MESSAGES = {
  maxItems: { en: `At most ${MAX_ITEMS} items`, 'zh-cn': `最多 ${MAX_ITEMS} 项` },
  appleId: {
    en: 'Please enter an international mobile number or an Apple ID email',
    'zh-cn': '请输入国际手机号或 Apple ID 邮箱',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(COMMUNICATION_MESSAGES));

/** Button shapes (spec: square, compact, full, circle, icon, brand, flat) and their fill style. */
export const BUTTON_TYPES = ['square', 'compact', 'full', 'circle', 'icon', 'brand', 'flat'] as const;
export const BUTTON_STYLES = ['fill', 'outline'] as const;
export const COLOR_TYPES = ['brand', 'custom'] as const;

/** One contact button: the spec's contact shortcut fields for one channel. */
export const itemSchema = z.object({
  /** Which app or link the button opens. */
  channel: z._default(z.enum(CONTACT_COMPONENTS), 'whatsapp'),
  /** Button text; empty uses the channel's name. */
  label: text(40),
  /** Account, username, page or ID on the channel (Telegram, Messenger, Instagram, X, TikTok, LINE, KakaoTalk; email address for Email). */
  userName: text(100),
  /** International mobile number (WhatsApp, Phone, iMessage; Telegram without a username). */
  mobile: text(30),
  /** Message prefilled where the channel takes one (WhatsApp, Messenger, iMessage, Email). */
  message: text(500),
  /** A web link that replaces the channel's own link (required for Custom). */
  url: text(2000),
});
export type CommunicationItem = z.output<typeof itemSchema>;

export const schema = z
  .object({
    items: itemList(
      itemSchema,
      MAX_ITEMS,
      { fewer: KIT_MESSAGES.atLeastOneItem.en, more: COMMUNICATION_MESSAGES.maxItems.en },
      [
        {
          channel: 'whatsapp',
          label: 'WhatsApp',
          userName: '',
          mobile: '',
          message: '',
          url: '',
        },
      ],
    ),
    /** Shape of the buttons. */
    buttonType: z._default(z.enum(BUTTON_TYPES), 'full'),
    /** Filled or outlined buttons. */
    buttonStyle: z._default(z.enum(BUTTON_STYLES), 'fill'),
    /** Each channel's brand colours, or the custom colours below. */
    colorType: z._default(z.enum(COLOR_TYPES), 'brand'),
    backgroundColor: color('#2563eb'),
    textColor: color('#ffffff'),
    iconColor: color('#ffffff'),
    eventTracking: eventTrackingField(),
  })
  .check(
    z.superRefine((value, ctx) => {
      value.items.forEach((item, i) => {
        for (const problem of itemProblems(item)) {
          ctx.addIssue({ code: 'custom', path: ['items', i, problem.field], message: problem.message });
        }
      });
    }),
  );
export type CommunicationToolProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];

/** The first button comes with the module: while it calls a number, the number must be the member's own. */
export const samples: SampleFields = (props) => {
  const first = Array.isArray(props.items) ? itemSchema.safeParse(props.items[0]) : null;
  if (!first?.success || (first.data.channel !== 'whatsapp' && first.data.channel !== 'phone')) return [];
  return [
    { path: 'items.0.mobile', name: brandField(first.data.channel, 'number'), examples: ['+85212345678'] },
  ];
};

/** The contact shortcut an item stands for (src/core/contact-links.ts builds its link). */
export function shortcutOf(item: CommunicationItem): ContactShortcut {
  return {
    component: item.channel,
    account: item.userName,
    mobile: item.mobile,
    username: '',
    url: item.url,
    message: item.message,
    text: item.label,
    label: '',
  };
}

/** The item's link, or null when its data cannot make a safe one. */
export function itemHref(item: CommunicationItem): string | null {
  return contactHref(shortcutOf(item));
}

/** What is missing or wrong in one item, at the field the member should fix. */
export function itemProblems(item: CommunicationItem): { field: keyof CommunicationItem; message: string }[] {
  if (item.url !== '' && !isCommonUrl(item.url)) return [{ field: 'url', message: MESSAGES.url.en }];
  if (itemHref(item) !== null) return [];
  switch (item.channel) {
    case 'custom':
      return [{ field: 'url', message: MESSAGES.url.en }];
    case 'whatsapp':
    case 'phone':
      return [{ field: 'mobile', message: MESSAGES.intlMobile.en }];
    case 'imessage':
      return [{ field: 'mobile', message: COMMUNICATION_MESSAGES.appleId.en }];
    case 'email':
      return [{ field: 'userName', message: MESSAGES.email.en }];
    case 'telegram':
      return item.mobile !== '' && internationalNumber(item.mobile) === null
        ? [{ field: 'mobile', message: MESSAGES.intlMobile.en }]
        : [{ field: 'userName', message: MESSAGES.required.en }];
    default:
      return [{ field: 'userName', message: MESSAGES.required.en }];
  }
}

/** Which fields an item's channel uses (the form shows only those). */
export function fieldsOf(channel: CommunicationItem['channel']): {
  userName: boolean;
  mobile: boolean;
  message: boolean;
} {
  return {
    userName: !['whatsapp', 'phone', 'custom'].includes(channel),
    mobile: ['whatsapp', 'phone', 'imessage', 'telegram'].includes(channel),
    message: ['whatsapp', 'messager', 'imessage', 'email'].includes(channel),
  };
}
