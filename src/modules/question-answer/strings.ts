import type { Lang } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Question and answer texts of the settings form, with the render's (render-strings.ts), in both languages:
 * they load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  en: {
    ...RENDER_STRINGS.en,
    title: 'Heading (optional)',
    style: 'Style',
    styles: { accordion: 'Accordion (one answer open at a time)', list: 'List (all answers shown)' },
    questions: 'Questions',
    item: 'Question {index}',
    question: 'Question',
    answer: 'Answer',
    answerHint: 'Plain text; line breaks are kept',
    open: 'Open when the page loads',
    add: 'Add question',
    limit: '{count} of {max} questions',
    titleColor: 'Heading color',
    questionColor: 'Question color',
    answerColor: 'Answer color',
    borderColor: 'Line color',
    background: 'Background color',
    padding: 'Padding (px)',
    trackingLabel: 'Report an event when a question is opened',
  },
  'zh-cn': {
    ...RENDER_STRINGS['zh-cn'],
    title: '标题（可选）',
    style: '样式',
    styles: { accordion: '手风琴（一次只展开一个答案）', list: '列表（显示全部答案）' },
    questions: '问题',
    item: '问题 {index}',
    question: '问题',
    answer: '答案',
    answerHint: '纯文本，保留换行',
    open: '页面加载时展开',
    add: '添加问题',
    limit: '已添加 {count} / {max} 个',
    titleColor: '标题颜色',
    questionColor: '问题颜色',
    answerColor: '答案颜色',
    borderColor: '分隔线颜色',
    background: '背景颜色',
    padding: '内边距（px）',
    trackingLabel: '展开问题时上报事件',
  },
} as const satisfies Record<Lang, unknown>;
