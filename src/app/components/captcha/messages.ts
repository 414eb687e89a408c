import { CAPTCHA_MESSAGES } from '#core/contracts/captcha-values.ts';
import type { Lang } from '#core/i18n/lang.ts';

/** The captcha dialog's strings (it appears on several pages, so it carries its own). */
export const CAPTCHA_TEXTS = {
  en: {
    title: 'Security check',
    instruction: 'Click in order:',
    help: 'The picture shows several characters. Click the characters listed above, in that order. With a keyboard: focus the picture, move the crosshair with the arrow keys (hold Shift for small steps) and press Enter or Space to click. If you cannot complete the check, close this dialog and contact customer service.',
    picture: 'Captcha picture',
    progress: '{count} of {total} clicked',
    refresh: 'New picture',
    clear: 'Clear clicks',
    close: 'Close',
    loading: 'Loading the captcha…',
    retry: 'Retry',
    success: CAPTCHA_MESSAGES.success.en,
    wrong: CAPTCHA_MESSAGES.retry.en,
    loadFailed: CAPTCHA_MESSAGES.loadFailed.en,
  },
  'zh-cn': {
    title: '安全验证',
    instruction: '请依次点击：',
    help: '图片中有若干字符，请按上方顺序依次点击对应字符。使用键盘时：先聚焦图片，用方向键移动十字光标（按住 Shift 可微调），按 Enter 或空格键点击。如无法完成验证，请关闭此窗口并联系客服。',
    picture: '验证码图片',
    progress: '已点击 {count}/{total}',
    refresh: '换一张',
    clear: '清除点击',
    close: '关闭',
    loading: '正在加载验证码…',
    retry: '重试',
    success: CAPTCHA_MESSAGES.success['zh-cn'],
    wrong: CAPTCHA_MESSAGES.retry['zh-cn'],
    loadFailed: CAPTCHA_MESSAGES.loadFailed['zh-cn'],
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type CaptchaTextKey = keyof (typeof CAPTCHA_TEXTS)['en'];
