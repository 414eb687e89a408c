import type { Localized } from '#core/i18n/lang.ts';

/**
 * Shared texts a module's render shows on the canvas (the pixels' card, a fixed module's badge), in both
 * languages; the shared form controls' labels are in strings.ts (loaded with the forms, BENCHMARKS row 11).
 */
export const SHARED_RENDER_STRINGS = {
  fixedPreviewBadge: {
    'zh-cn': '固定：预览与发布后生效',
    en: 'Fixed: applies in preview and on the published page',
  },
  pixelNotConfigured: {
    'zh-cn': '尚未填写像素 ID，发布后不会加载',
    en: 'No pixel ID yet: nothing loads when published',
  },
  pixelInvisible: { 'zh-cn': '访客看不到此模块', en: 'Visitors do not see this module' },
} as const satisfies Record<string, Localized>;
