import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { isCommonUrl } from '#core/validation/common-url.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import { brandField } from '#modules/shared/brands.ts';
import { intRange, text } from '#modules/shared/schema-kit.ts';
import type { PropsMigration, SampleFields } from '#modules/types.ts';

export const MAX_PLATFORMS = 5;

export const SOCIAL_MESSAGES = {
  max: { en: 'Maximum 5 platforms allowed', 'zh-cn': '最多只能添加 5 个平台' },
  atLeastOne: { en: 'Please add at least one platform', 'zh-cn': '请至少添加一个平台' },
  oneEnabled: { en: 'Please enable at least one platform', 'zh-cn': '请至少启用一个平台' },
  spacing: { en: 'The spacing must be between 0 and 48', 'zh-cn': '间距须在 0 到 48 之间' },
  borderRadius: { en: 'The border radius must be between 0 and 50', 'zh-cn': '圆角须在 0 到 50 之间' },
  iconSize: { en: 'The icon size must be between 12 and 48', 'zh-cn': '图标大小须在 12 到 48 之间' },
  offsetX: { en: 'Offset X must be between 0 and 100', 'zh-cn': '水平偏移须在 0 到 100 之间' },
  offsetY: { en: 'Offset Y must be between 0 and 100', 'zh-cn': '垂直偏移须在 0 到 100 之间' },
  zIndex: { en: 'The z-index must be between 1 and 99999', 'zh-cn': '层级须在 1 到 99999 之间' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(SOCIAL_MESSAGES));

/** Social platforms; each is a key of BRANDS (icon and colour). */
export const PLATFORMS = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'tiktok',
  'linkedin',
  'pinterest',
  'snapchat',
  'reddit',
  'threads',
  'whatsapp',
  'telegram',
  'line',
  'wechat',
  'website',
] as const;
export const LAYOUTS = ['horizontal', 'vertical', 'grid'] as const;
export const SIZES = ['small', 'medium', 'large'] as const;
export const HOVER_EFFECTS = ['none', 'lift', 'grow', 'fade'] as const;
export const POSITIONS = ['inline', 'float-left', 'float-right'] as const;
export const SHAPES = ['circle', 'rounded', 'square'] as const;

export const platformSchema = z.object({
  platform: z._default(z.enum(PLATFORMS), 'facebook'),
  /** The profile or page address (http(s)); required when enabled. */
  url: text(2000),
  /** Visible name when labels are shown; empty uses the platform's name. */
  label: text(40),
  enabled: z._default(z.boolean(), true),
});
export type SocialPlatform = z.output<typeof platformSchema>;

export const schema = z
  .object({
    platforms: z._default(
      z.array(platformSchema).check(z.maxLength(MAX_PLATFORMS, { error: SOCIAL_MESSAGES.max.en })),
      [{ platform: 'facebook', url: '', label: '', enabled: true }],
    ),
    layout: z._default(z.enum(LAYOUTS), 'horizontal'),
    /** Button size. */
    size: z._default(z.enum(SIZES), 'medium'),
    /** Gap between buttons, px. */
    spacing: intRange(0, 48, 12, SOCIAL_MESSAGES.spacing.en),
    /** Show each platform's name beside its icon. */
    showLabels: z._default(z.boolean(), false),
    /** Corner radius of rounded buttons, px. */
    borderRadius: intRange(0, 50, 8, SOCIAL_MESSAGES.borderRadius.en),
    hoverEffect: z._default(z.enum(HOVER_EFFECTS), 'lift'),
    /** In the page flow, or a bar floating at the left or right screen edge. */
    position: z._default(z.enum(POSITIONS), 'inline'),
    /** Floating bar: distance from the side edge, px. */
    offsetX: intRange(0, 100, 12, SOCIAL_MESSAGES.offsetX.en),
    /** Floating bar: distance from the bottom edge, px. */
    offsetY: intRange(0, 100, 96, SOCIAL_MESSAGES.offsetY.en),
    iconSize: intRange(12, 48, 22, SOCIAL_MESSAGES.iconSize.en),
    shape: z._default(z.enum(SHAPES), 'circle'),
    zIndex: intRange(1, 99_999, 999, SOCIAL_MESSAGES.zIndex.en),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.platforms.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['platforms'], message: SOCIAL_MESSAGES.atLeastOne.en });
        return;
      }
      if (!value.platforms.some((platform) => platform.enabled)) {
        ctx.addIssue({ code: 'custom', path: ['platforms'], message: SOCIAL_MESSAGES.oneEnabled.en });
      }
      value.platforms.forEach((platform, i) => {
        if (platform.enabled && !isCommonUrl(platform.url)) {
          ctx.addIssue({ code: 'custom', path: ['platforms', i, 'url'], message: MESSAGES.url.en });
        }
      });
    }),
  );
export type SocialProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];

/** The first platform comes with the module: while it is shown, its address must be the member's own. */
export const samples: SampleFields = (props) => {
  const first = Array.isArray(props.platforms) ? platformSchema.safeParse(props.platforms[0]) : null;
  if (!first?.success || !first.data.enabled) return [];
  return [
    {
      path: 'platforms.0.url',
      name: brandField(first.data.platform, 'address'),
      examples: ['https://www.facebook.com/'],
    },
  ];
};
