import type { Lang } from '#core/i18n/lang.ts';

/** The remote select's own texts (it is used on many pages, so it carries them itself). */
export const REMOTE_SELECT_STRINGS: Record<
  Lang,
  Record<'loading' | 'empty' | 'failed' | 'clear' | 'retry', string>
> = {
  en: {
    loading: 'Loading…',
    empty: 'No data',
    failed: 'Failed to load the options',
    clear: 'Clear the selection',
    retry: 'Retry',
  },
  'zh-cn': {
    loading: '加载中…',
    empty: '暂无数据',
    failed: '选项加载失败',
    clear: '清除选择',
    retry: '重试',
  },
};
