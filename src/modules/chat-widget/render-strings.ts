import type { Localized } from '#core/i18n/lang.ts';

/**
 * Chat widget texts the canvas, a published page and the palette show, in both languages; the settings
 * form's are in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  title: { 'zh-cn': '聊天挂件', en: 'Chat Widget' },
  open: { 'zh-cn': '打开聊天', en: 'Open chat' },
  close: { 'zh-cn': '关闭', en: 'Close' },
  welcomeDefault: { 'zh-cn': '您好！有什么可以帮您？', en: 'Hi! How can we help you?' },
  closeWelcome: { 'zh-cn': '关闭欢迎语', en: 'Close the welcome message' },
  floating: {
    'zh-cn': '悬浮挂件：预览与发布后固定在屏幕角落',
    en: 'Floating widget: pinned to a screen corner in preview and when published',
  },
  channelsLabel: { 'zh-cn': '联系渠道', en: 'Contact channels' },
  noChannels: { 'zh-cn': '还没有启用的渠道', en: 'No channel is enabled yet' },
} as const satisfies Record<string, Localized>;
