import type { Lang } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Video texts of the settings form, with the render's (render-strings.ts), in both languages: they load
 * with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  en: {
    ...RENDER_STRINGS.en,
    url: 'Video address',
    urlHint: 'YouTube, Vimeo, TikTok or Twitch link, or an .mp4, .m3u8 or .webm file',
    detected: 'Detected: {kind}',
    autoplay: 'Autoplay (muted, when the video comes into view)',
    controls: 'Show controls',
    vertical: 'Vertical video (9:16)',
    poster: 'Cover picture (optional)',
    posterHint: 'Shown before the video plays; YouTube videos use their own thumbnail when empty',
    kinds: {
      youtube: 'YouTube',
      vimeo: 'Vimeo',
      tiktok: 'TikTok',
      twitch: 'Twitch',
      mp4: 'MP4 file',
      webm: 'WebM file',
      m3u8: 'HLS stream (m3u8)',
    },
  },
  'zh-cn': {
    ...RENDER_STRINGS['zh-cn'],
    url: '视频地址',
    urlHint: 'YouTube、Vimeo、TikTok 或 Twitch 链接，或 .mp4、.m3u8、.webm 文件',
    detected: '已识别：{kind}',
    autoplay: '自动播放（静音，视频进入视野时）',
    controls: '显示控制条',
    vertical: '竖屏视频（9:16）',
    poster: '封面图片（可选）',
    posterHint: '视频播放前显示；留空时 YouTube 视频使用其自带缩略图',
    kinds: {
      youtube: 'YouTube',
      vimeo: 'Vimeo',
      tiktok: 'TikTok',
      twitch: 'Twitch',
      mp4: 'MP4 文件',
      webm: 'WebM 文件',
      m3u8: 'HLS 直播流（m3u8）',
    },
  },
} as const satisfies Record<Lang, unknown>;
