import type { Lang } from '#core/i18n/lang.ts';

export const STRINGS = {
  en: {
    title: 'Title text',
    content: 'Content',
    color: 'Text color',
    align: 'Alignment',
    aligns: { left: 'Left', center: 'Center', right: 'Right' },
    style: 'Style',
    styles: { normal: 'Normal', italic: 'Italic', bold: 'Bold' },
    size: 'Size',
    sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
    padding: 'Padding (px)',
    background: 'Background color',
  },
  'zh-cn': {
    title: '标题文字',
    content: '内容',
    color: '文字颜色',
    align: '对齐方式',
    aligns: { left: '左对齐', center: '居中', right: '右对齐' },
    style: '样式',
    styles: { normal: '常规', italic: '斜体', bold: '粗体' },
    size: '字号',
    sizes: { small: '小', medium: '中', large: '大' },
    padding: '内边距（px）',
    background: '背景颜色',
  },
} as const satisfies Record<Lang, unknown>;
