import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import { itemHref } from '#modules/link-button/links.ts';
import { animationSchema } from '#modules/shared/animations.ts';
import { isBrandKey } from '#modules/shared/brands.ts';
import { eventTrackingField } from '#modules/shared/event-tracking.ts';
import { color, isImageAddress, itemList, KIT_MESSAGES, text } from '#modules/shared/schema-kit.ts';
import type { PropsMigration, SampleFields } from '#modules/types.ts';

export const MAX_ITEMS = 10;

export const LINK_BUTTON_MESSAGES = {
  image: { en: 'Please upload the button image', 'zh-cn': '请上传按钮图片' },
  maxItems: { en: `At most ${MAX_ITEMS} buttons`, 'zh-cn': `最多 ${MAX_ITEMS} 个按钮` },
  icon: { en: 'Please choose an icon from the list', 'zh-cn': '请从列表中选择图标' },
  appleId: {
    en: 'Please enter an international mobile number or an Apple ID email',
    'zh-cn': '请输入国际手机号或 Apple ID 邮箱',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(LINK_BUTTON_MESSAGES));

export const LINK_TYPES = ['button', 'image'] as const;
export const FIXED_POSITIONS = ['top', 'bottom'] as const;
export const ACTIONS = ['link', 'call', 'communication'] as const;
export const METHODS = ['whatsapp', 'telegram', 'line', 'messenger', 'imessage', 'kakaotalk'] as const;
export type Method = (typeof METHODS)[number];

/** One button: what it shows and what it does. */
export const itemSchema = z.object({
  /**
   * Main text (button type); also the image's alternative text (image type). Empty shows a text
   * for the action in the visitor's language ("Visit our website", "Call us", "Chat on WhatsApp").
   */
  title: text(60),
  /** Smaller second line. */
  subtitle: text(100),
  /** A brand or generic icon key (src/modules/shared/brands.ts); '' for none. */
  icon: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isBrandKey(value), { error: LINK_BUTTON_MESSAGES.icon.en }),
    ),
    '',
  ),
  /** The button picture when the link type is image (uploaded path or http(s) URL). */
  image: text(2000),
  /** Open a website, call a number, or open a chat app. */
  action: z._default(z.enum(ACTIONS), 'link'),
  /** Website link (action link). */
  url: text(2000),
  /** International number (action call). */
  phone: text(30),
  /** Chat app (action communication). */
  method: z._default(z.enum(METHODS), 'whatsapp'),
  /** Number, username or ID on the chat app (action communication). */
  account: text(100),
  /** Message prefilled where the app takes one (WhatsApp, Messenger, iMessage). */
  message: text(500),
});
export type LinkButtonItem = z.output<typeof itemSchema>;

export const schema = z
  .object({
    /** Text buttons or picture buttons. */
    linkType: z._default(z.enum(LINK_TYPES), 'button'),
    items: itemList(
      itemSchema,
      MAX_ITEMS,
      { fewer: KIT_MESSAGES.atLeastOneItem.en, more: LINK_BUTTON_MESSAGES.maxItems.en },
      [
        {
          title: '',
          subtitle: '',
          icon: 'website',
          image: '',
          action: 'link',
          url: '',
          phone: '',
          method: 'whatsapp',
          account: '',
          message: '',
        },
      ],
    ),
    /** One of the ten animations. */
    animation: animationSchema,
    /** Pin the buttons to the top or bottom of the screen (preview and published page only). */
    fixed: z._default(z.boolean(), false),
    fixedPosition: z._default(z.enum(FIXED_POSITIONS), 'bottom'),
    backgroundColor: color('#2563eb'),
    titleColor: color('#ffffff'),
    subtitleColor: color('#ffffff'),
    iconColor: color('#ffffff'),
    eventTracking: eventTrackingField(),
  })
  .check(
    z.superRefine((value, ctx) => {
      value.items.forEach((item, i) => {
        const at = (field: keyof LinkButtonItem, message: string) =>
          ctx.addIssue({ code: 'custom', path: ['items', i, field], message });
        if (value.linkType === 'image') {
          if (item.image === '') at('image', LINK_BUTTON_MESSAGES.image.en);
          else if (!isImageAddress(item.image)) at('image', KIT_MESSAGES.image.en);
        }
        if (itemHref(item) !== null) return;
        if (item.action === 'link') at('url', MESSAGES.url.en);
        else if (item.action === 'call') at('phone', MESSAGES.intlMobile.en);
        else if (item.method === 'whatsapp') at('account', MESSAGES.intlMobile.en);
        else if (item.method === 'imessage') at('account', LINK_BUTTON_MESSAGES.appleId.en);
        else at('account', MESSAGES.required.en);
      });
    }),
  );
export type LinkButtonProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];

export const SAMPLE_NAMES = {
  url: { en: 'Button link', 'zh-cn': '按钮链接' },
} as const satisfies Record<string, Localized>;

/** The first button comes with the module: while it opens a website, the address must be the member's own. */
export const samples: SampleFields = (props) => {
  const first = Array.isArray(props.items) ? itemSchema.safeParse(props.items[0]) : null;
  if (!first?.success || first.data.action !== 'link') return [];
  return [{ path: 'items.0.url', name: SAMPLE_NAMES.url, examples: ['https://example.com'] }];
};

export { itemHref };
