import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { brandField, isBrandKey } from '#modules/shared/brands.ts';
import { CHANNEL_ICON, CHANNEL_TYPES, channelHref } from '#modules/shared/channels.ts';
import { eventTrackingField } from '#modules/shared/event-tracking.ts';
import { color, intRange, isImageAddress, KIT_MESSAGES, lines, text } from '#modules/shared/schema-kit.ts';
import type { PropsMigration, SampleFields } from '#modules/types.ts';

/** Most channels one widget holds (and the indices whose messages are registered). */
export const MAX_CHANNELS = 10;
/** Most extra polling accounts. */
export const MAX_POLLING_ACCOUNTS = 50;

export const CHAT_MESSAGES = {
  atLeastOneChannel: { en: 'Please add at least one channel', 'zh-cn': '请至少添加一个渠道' },
  maxChannels: { en: `At most ${MAX_CHANNELS} channels`, 'zh-cn': `最多 ${MAX_CHANNELS} 个渠道` },
  offsetX: { en: 'Offset X must be between 0 and 100', 'zh-cn': '水平偏移须在 0 到 100 之间' },
  offsetY: { en: 'Offset Y must be between 0 and 100', 'zh-cn': '垂直偏移须在 0 到 100 之间' },
  zIndex: { en: 'The z-index must be between 1 and 99999', 'zh-cn': '层级须在 1 到 99999 之间' },
  closeDelay: {
    en: 'The close delay must be between 1000 and 10000',
    'zh-cn': '关闭延迟须在 1000 到 10000 之间',
  },
  pollingAccount: { en: 'Polling needs at least one account', 'zh-cn': '轮询至少需要一个账号' },
  pollingTooMany: {
    en: `At most ${MAX_POLLING_ACCOUNTS} polling accounts`,
    'zh-cn': `最多 ${MAX_POLLING_ACCOUNTS} 个轮询账号`,
  },
  welcomeDelay: {
    en: 'The welcome delay must be between 0 and 60 seconds',
    'zh-cn': '欢迎语延迟须在 0 到 60 秒之间',
  },
  welcomeCloseDelay: {
    en: 'The welcome close delay must be between 1 and 60 seconds',
    'zh-cn': '欢迎语关闭延迟须在 1 到 60 秒之间',
  },
  welcomeCycle: {
    en: 'The cycle interval must be between 0 and 3600 seconds',
    'zh-cn': '循环间隔须在 0 到 3600 秒之间',
  },
  badgeText: { en: 'The badge text may be at most 4 characters', 'zh-cn': '角标文字最多 4 个字符' },
  enableOne: { en: 'Please enable at least one channel', 'zh-cn': '请至少启用一个渠道' },
  pollingInvalid: {
    en: "Every polling account must suit the first enabled channel's type",
    'zh-cn': '每个轮询账号都须符合第一个启用渠道的类型',
  },
} as const satisfies Record<string, Localized>;

/** The spec's per-channel messages (index 1-based), exactly as section 5 words them. */
export const channelMessage = (field: 'value' | 'label' | 'icon', index: number): Localized => {
  const zh = { value: '值', label: '标签', icon: '图标' }[field];
  return { en: `Channel ${index} ${field} cannot be empty`, 'zh-cn': `渠道 ${index} 的${zh}不能为空` };
};

/** A channel whose value cannot make a link for its type (e.g. letters as a WhatsApp number). */
export const channelInvalidMessage = (index: number): Localized => ({
  en: `Channel ${index} value does not make a working link for its type`,
  'zh-cn': `渠道 ${index} 的值无法生成该类型的有效链接`,
});

registerMessages(Object.values(CHAT_MESSAGES));
for (let index = 1; index <= MAX_CHANNELS; index++) {
  registerMessages([
    channelInvalidMessage(index),
    channelMessage('value', index),
    channelMessage('label', index),
    channelMessage('icon', index),
  ]);
}

export const POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export const SHAPES = ['circle', 'rounded'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const WIDGET_ANIMATIONS = ['none', 'bounce', 'pulse', 'shake'] as const;
export const LABEL_POSITIONS = ['left', 'right'] as const;
export const BUTTON_ICONS = [
  'chat',
  'message',
  'support',
  'phone',
  'whatsapp',
  'messenger',
  'telegram',
  'wechat',
  'line',
] as const;
export const WELCOME_POSITIONS = ['above', 'beside'] as const;
export const BADGE_POSITIONS = ['top-right', 'top-left'] as const;
export const BADGE_ANIMATIONS = ['none', 'pulse', 'blink', 'bounce'] as const;

/** One chat channel. The empty-field messages are added by the widget, which knows the index. */
export const channelSchema = z.object({
  /** Which app the channel opens. */
  type: z._default(z.enum(CHANNEL_TYPES), 'whatsapp'),
  /** Number, username, ID or link, depending on the type (see CHANNEL_VALUE_HINT). */
  value: text(300),
  /** Visible name of the channel. */
  label: text(40),
  /** A brand icon key (src/modules/shared/brands.ts) or an uploaded image address. */
  icon: text(2000),
  /** Background colour of the channel button. */
  color: color('#25D366'),
  /** Disabled channels stay in the settings but are not shown. */
  enabled: z._default(z.boolean(), true),
});
export type ChatChannel = z.output<typeof channelSchema>;

/** A new channel of `type` with its brand's label, icon and colour. */
export function newChannel(
  type: ChatChannel['type'],
  brandColor: string,
  label: string,
  value = '',
): ChatChannel {
  return { type, value, label, icon: CHANNEL_ICON[type], color: brandColor, enabled: true };
}

const welcomeSchema = z.object({
  /** Whether a welcome bubble appears beside the button. */
  show: z._default(z.boolean(), true),
  /** The bubble's text; empty uses "Hi! How can we help you?" in the page's language. */
  text: text(200),
  /** Above the button or beside it. */
  position: z._default(z.enum(WELCOME_POSITIONS), 'above'),
  /** Seconds after load before the bubble appears. */
  delay: intRange(0, 60, 3, CHAT_MESSAGES.welcomeDelay.en),
  /** Whether the bubble hides itself. */
  autoClose: z._default(z.boolean(), false),
  /** Seconds the bubble stays when it hides itself. */
  closeDelay: intRange(1, 60, 8, CHAT_MESSAGES.welcomeCloseDelay.en),
  /** Seconds between reappearances after it closed; 0 shows it once. */
  cycleInterval: intRange(0, 3600, 0, CHAT_MESSAGES.welcomeCycle.en),
});

const badgeSchema = z.object({
  show: z._default(z.boolean(), false),
  /** Short text such as "1" or "new". */
  text: z._default(z.string().check(z.trim(), z.maxLength(4, { error: CHAT_MESSAGES.badgeText.en })), '1'),
  color: color('#ffffff'),
  background: color('#ef4444'),
  position: z._default(z.enum(BADGE_POSITIONS), 'top-right'),
  animation: z._default(z.enum(BADGE_ANIMATIONS), 'pulse'),
});

const pollingSchema = z.object({
  /** Rotate the first enabled channel's account among several. */
  enabled: z._default(z.boolean(), false),
  /** Extra accounts, one per line; each visitor gets one of these or the channel's own value at random. */
  accounts: z._default(z.string().check(z.maxLength(10_000, { error: KIT_MESSAGES.tooLong.en })), ''),
});

export const schema = z
  .object({
    /** Screen corner of the widget. */
    position: z._default(z.enum(POSITIONS), 'bottom-right'),
    /** Horizontal distance from the screen edge, px (0-100). */
    offsetX: intRange(0, 100, 20, CHAT_MESSAGES.offsetX.en),
    /** Vertical distance from the screen edge, px (0-100). */
    offsetY: intRange(0, 100, 20, CHAT_MESSAGES.offsetY.en),
    /** Main button background colour. */
    buttonColor: color('#25D366'),
    /** Main button icon. */
    buttonIcon: z._default(z.enum(BUTTON_ICONS), 'chat'),
    buttonSize: z._default(z.enum(BUTTON_SIZES), 'medium'),
    shape: z._default(z.enum(SHAPES), 'circle'),
    /** How the opened channels line up. */
    channelLayout: z._default(z.enum(LAYOUTS), 'vertical'),
    channels: z._default(
      z.array(channelSchema).check(z.maxLength(MAX_CHANNELS, { error: CHAT_MESSAGES.maxChannels.en })),
      [
        {
          type: 'whatsapp',
          value: '',
          label: 'WhatsApp',
          icon: 'whatsapp',
          color: '#25D366',
          enabled: true,
        },
      ],
    ),
    /** Attention animation of the main button. */
    animation: z._default(z.enum(WIDGET_ANIMATIONS), 'none'),
    /** Show each channel's label beside its icon. */
    showLabel: z._default(z.boolean(), true),
    labelPosition: z._default(z.enum(LABEL_POSITIONS), 'left'),
    zIndex: intRange(1, 99_999, 9999, CHAT_MESSAGES.zIndex.en),
    /** Close the opened channel list by itself. */
    autoClose: z._default(z.boolean(), false),
    /** Milliseconds before the list closes by itself (1000-10000). */
    closeDelay: intRange(1000, 10_000, 5000, CHAT_MESSAGES.closeDelay.en),
    welcome: z.prefault(welcomeSchema, {}),
    badge: z.prefault(badgeSchema, {}),
    polling: z.prefault(pollingSchema, {}),
    eventTracking: eventTrackingField(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.channels.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['channels'], message: CHAT_MESSAGES.atLeastOneChannel.en });
      } else if (!value.channels.some((channel) => channel.enabled)) {
        ctx.addIssue({ code: 'custom', path: ['channels'], message: CHAT_MESSAGES.enableOne.en });
      }
      value.channels.forEach((channel, i) => {
        for (const field of ['value', 'label', 'icon'] as const) {
          if (channel[field] === '') {
            ctx.addIssue({
              code: 'custom',
              path: ['channels', i, field],
              message: channelMessage(field, i + 1).en,
            });
          }
        }
        if (channel.value !== '' && channelHref(channel.type, channel.value) === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['channels', i, 'value'],
            message: channelInvalidMessage(i + 1).en,
          });
        }
        if (channel.icon !== '' && !isBrandKey(channel.icon) && !isImageAddress(channel.icon)) {
          ctx.addIssue({ code: 'custom', path: ['channels', i, 'icon'], message: KIT_MESSAGES.image.en });
        }
      });
      if (value.polling.enabled) {
        const accounts = lines(value.polling.accounts);
        if (accounts.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['polling', 'accounts'],
            message: CHAT_MESSAGES.pollingAccount.en,
          });
        } else if (accounts.length > MAX_POLLING_ACCOUNTS) {
          ctx.addIssue({
            code: 'custom',
            path: ['polling', 'accounts'],
            message: CHAT_MESSAGES.pollingTooMany.en,
          });
        } else {
          const first = value.channels.find((channel) => channel.enabled);
          if (first && accounts.some((account) => channelHref(first.type, account) === null)) {
            ctx.addIssue({
              code: 'custom',
              path: ['polling', 'accounts'],
              message: CHAT_MESSAGES.pollingInvalid.en,
            });
          }
        }
      }
    }),
  );
export type ChatWidgetProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];

const VALUE_NOUN: Record<ChatChannel['type'], 'number' | 'account' | 'address' | 'link'> = {
  whatsapp: 'number',
  messenger: 'account',
  telegram: 'account',
  instagram: 'account',
  wechat: 'account',
  line: 'account',
  kakaotalk: 'account',
  phone: 'number',
  email: 'address',
  custom: 'link',
};

/** The first channel comes with the widget: its value must be the member's own before publishing. */
export const samples: SampleFields = (props) => {
  const first = Array.isArray(props.channels) ? channelSchema.safeParse(props.channels[0]) : null;
  if (!first?.success) return [];
  return [
    {
      path: 'channels.0.value',
      name: brandField(CHANNEL_ICON[first.data.type], VALUE_NOUN[first.data.type]),
      examples: ['+85212345678'],
    },
  ];
};

export { pickAccount, pollingPool } from '#modules/chat-widget/polling.ts';
