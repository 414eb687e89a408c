import { useStore } from '@nanostores/react';
import { $lang } from '#app/stores/lang.ts';
import type { Localized } from '#core/i18n/lang.ts';

/**
 * Strings of the member-centre layout that the common files lack. They live beside the layout
 * (not in a page file) because the layout shows on every member-centre page.
 */
const TEXTS = {
  shrink: { en: 'Shrink the menu to icons', 'zh-cn': '收起菜单（仅显示图标）' },
  widen: { en: 'Show the full menu', 'zh-cn': '展开完整菜单' },
  closedTitle: { en: 'The member center is closed', 'zh-cn': '会员中心已关闭' },
  closedText: {
    en: 'The site has closed the member center for now. Your account and data are kept; please come back later or contact customer service.',
    'zh-cn': '网站暂时关闭了会员中心。您的账户与数据均已保留，请稍后再来或联系客服。',
  },
  backHome: { en: 'Back to Home', 'zh-cn': '返回首页' },
} as const satisfies Record<string, Localized>;

export type LayoutTextKey = keyof typeof TEXTS;

/** `text(key)` in the interface language. */
export function useLayoutText(): (key: LayoutTextKey) => string {
  const lang = useStore($lang);
  return (key) => TEXTS[key][lang];
}
