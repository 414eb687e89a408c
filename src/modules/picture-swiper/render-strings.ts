import type { Lang } from '#core/i18n/lang.ts';

/**
 * Picture carousel texts a published page and the canvas show, in both languages; the settings form's are
 * in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  en: {
    carousel: 'Picture carousel',
    slide: 'slide',
    slideOf: '{index} of {count}',
    previous: 'Previous picture',
    next: 'Next picture',
    goTo: 'Go to picture {{index}}',
    slideLabel: '{{index}} of {{slidesLength}}',
  },
  'zh-cn': {
    carousel: '图片轮播',
    slide: '幻灯片',
    slideOf: '第 {index} 张，共 {count} 张',
    previous: '上一张',
    next: '下一张',
    goTo: '转到第 {{index}} 张',
    slideLabel: '第 {{index}} 张，共 {{slidesLength}} 张',
  },
} as const satisfies Record<Lang, unknown>;
