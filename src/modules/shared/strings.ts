import type { Lang, Localized } from '#core/i18n/lang.ts';
import type { EventType } from '#modules/shared/event-tracking.ts';
import { SHARED_RENDER_STRINGS } from './render-strings.ts';

/**
 * Labels of the shared form controls, with the shared render texts (render-strings.ts), in both languages:
 * they load with the forms (BENCHMARKS row 11).
 */
export const SHARED_STRINGS = {
  ...SHARED_RENDER_STRINGS,
  add: { 'zh-cn': '添加', en: 'Add' },
  remove: { 'zh-cn': '删除', en: 'Remove' },
  moveUp: { 'zh-cn': '上移', en: 'Move up' },
  moveDown: { 'zh-cn': '下移', en: 'Move down' },
  item: { 'zh-cn': '第 {index} 项', en: 'Item {index}' },
  empty: { 'zh-cn': '还没有任何项', en: 'Nothing added yet' },
  max: { 'zh-cn': '最多 {max} 项', en: 'At most {max}' },
  hexLabel: { 'zh-cn': '{label}（十六进制）', en: '{label} (hex)' },
  none: { 'zh-cn': '无', en: 'None' },
  clear: { 'zh-cn': '清除', en: 'Clear' },
  eventTracking: { 'zh-cn': '事件追踪', en: 'Event tracking' },
  eventEnabled: { 'zh-cn': '点击时上报事件', en: 'Report an event on click' },
  eventType: { 'zh-cn': '事件类型', en: 'Event type' },
  customEventName: { 'zh-cn': '自定义事件名称', en: 'Custom event name' },
  customEventHint: {
    'zh-cn': '字母开头，只能包含字母、数字和下划线',
    en: 'Starts with a letter; letters, digits and underscores only',
  },
  eventHint: {
    'zh-cn': '上报给本页的 Facebook、TikTok、Snapchat、Reddit 像素',
    en: "Reported to this page's Facebook, TikTok, Snapchat and Reddit pixels",
  },
  onLoadEvent: {
    'zh-cn': '页面加载后额外上报一个事件',
    en: 'Report an extra event once the page has loaded',
  },
  animation: { 'zh-cn': '动画', en: 'Animation' },
} as const satisfies Record<string, Localized>;

export const EVENT_NAMES: Record<EventType, Localized> = {
  Contact: { 'zh-cn': '联系 (Contact)', en: 'Contact' },
  ViewContent: { 'zh-cn': '查看内容 (ViewContent)', en: 'View content' },
  AddToCart: { 'zh-cn': '加入购物车 (AddToCart)', en: 'Add to cart' },
  InitiateCheckout: { 'zh-cn': '开始结账 (InitiateCheckout)', en: 'Initiate checkout' },
  AddToWishlist: { 'zh-cn': '加入心愿单 (AddToWishlist)', en: 'Add to wishlist' },
  AddPaymentInfo: { 'zh-cn': '添加支付信息 (AddPaymentInfo)', en: 'Add payment info' },
  Purchase: { 'zh-cn': '购买 (Purchase)', en: 'Purchase' },
  CompleteRegistration: { 'zh-cn': '完成注册 (CompleteRegistration)', en: 'Complete registration' },
  Subscribe: { 'zh-cn': '订阅 (Subscribe)', en: 'Subscribe' },
  ViewItem: { 'zh-cn': '查看商品 (ViewItem)', en: 'View item' },
  Search: { 'zh-cn': '搜索 (Search)', en: 'Search' },
  Custom: { 'zh-cn': '自定义 (Custom)', en: 'Custom' },
};

/** A translation lookup for one strings table. */
export function translator<T extends Record<string, Localized>>(table: T, lang: Lang) {
  return (key: keyof T, values: Record<string, string | number> = {}): string =>
    (table[key] as Localized)[lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values[name] ?? whole),
    );
}
