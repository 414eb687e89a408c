import type { Lang } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Picture carousel texts of the settings form, with the render's (render-strings.ts), in both languages:
 * they load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  en: {
    ...RENDER_STRINGS.en,
    pictures: 'Pictures',
    picture: 'Picture {index}',
    image: 'Picture',
    hint: 'Recommended width 750px',
    title: 'Title (optional)',
    url: 'Link (optional)',
    add: 'Add picture',
    limit: '{count} of {max} pictures',
    swiperStyle: 'Swiper style',
    swiperStyles: { default: 'Slide', cards: 'Cards', coverflow: 'Coverflow', fade: 'Fade' },
    paginationStyle: 'Pagination style',
    paginationStyles: {
      bullets: 'Dots',
      progressbar: 'Progress bar',
      fraction: 'Numbers (1 / 5)',
      none: 'None',
    },
    paginationColor: 'Pagination color',
    titleAlign: 'Title alignment',
    aligns: { left: 'Left', center: 'Center', right: 'Right' },
    ratio: 'Picture proportions (width:height)',
  },
  'zh-cn': {
    ...RENDER_STRINGS['zh-cn'],
    pictures: '图片',
    picture: '图片 {index}',
    image: '图片',
    hint: '建议宽度 750px',
    title: '标题（可选）',
    url: '链接（可选）',
    add: '添加图片',
    limit: '已添加 {count} / {max} 张',
    swiperStyle: '轮播样式',
    swiperStyles: { default: '滑动', cards: '卡片', coverflow: '封面流', fade: '淡入淡出' },
    paginationStyle: '分页样式',
    paginationStyles: { bullets: '圆点', progressbar: '进度条', fraction: '数字（1 / 5）', none: '无' },
    paginationColor: '分页颜色',
    titleAlign: '标题对齐',
    aligns: { left: '左对齐', center: '居中', right: '右对齐' },
    ratio: '图片比例（宽:高）',
  },
} as const satisfies Record<Lang, unknown>;
