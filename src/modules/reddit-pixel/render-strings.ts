import type { Localized } from '#core/i18n/lang.ts';

/**
 * The pixel's name the canvas and the palette show, in both languages; the settings form's texts are in
 * strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  title: { 'zh-cn': 'Reddit 像素', en: 'Reddit pixel' },
} as const satisfies Record<string, Localized>;
