import type { Lang } from '#core/i18n/lang.ts';

/**
 * Video texts a published page and the canvas show, in both languages; the settings form's are in
 * strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  en: {
    play: 'Play video',
    video: 'Video',
    loading: 'Loading the player…',
    failed: 'The player could not be loaded. Please try again.',
    noAddress: 'No video address yet',
  },
  'zh-cn': {
    play: '播放视频',
    video: '视频',
    loading: '正在加载播放器…',
    failed: '播放器加载失败，请重试。',
    noAddress: '尚未填写视频地址',
  },
} as const satisfies Record<Lang, unknown>;
