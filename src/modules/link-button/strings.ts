import type { Localized } from '#core/i18n/lang.ts';
import type { ACTIONS, FIXED_POSITIONS, LINK_TYPES } from '#modules/link-button/schema.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Link button texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  buttons: { 'zh-cn': '按钮', en: 'Buttons' },
  addItem: { 'zh-cn': '添加按钮', en: 'Add button' },
  itemTitle: { 'zh-cn': '按钮 {index}', en: 'Button {index}' },
  linkType: { 'zh-cn': '链接类型', en: 'Link type' },
  itemTitleField: { 'zh-cn': '标题', en: 'Title' },
  imageAlt: { 'zh-cn': '标题（图片的替代文字）', en: "Title (the image's alternative text)" },
  subtitle: { 'zh-cn': '副标题', en: 'Subtitle' },
  icon: { 'zh-cn': '图标', en: 'Icon' },
  noIcon: { 'zh-cn': '无', en: 'None' },
  imageHint: { 'zh-cn': '建议宽度 750px', en: 'Recommended width 750px' },
  action: { 'zh-cn': '点击动作', en: 'Action' },
  url: { 'zh-cn': '网站链接', en: 'Website link' },
  phone: {
    'zh-cn': '电话号码（国际格式，例如 +85212345678）',
    en: 'Phone number (international, e.g. +85212345678)',
  },
  method: { 'zh-cn': '沟通方式', en: 'Method' },
  account: { 'zh-cn': '账号 / 手机号', en: 'Account / number' },
  message: { 'zh-cn': '预填消息', en: 'Prefilled message' },
  placement: { 'zh-cn': '位置与动画', en: 'Placement and animation' },
  fixed: { 'zh-cn': '固定在屏幕上', en: 'Fix to the screen' },
  fixedHint: {
    'zh-cn': '仅在预览和发布后的页面生效；设计画布中按正常顺序显示',
    en: 'Applies only in preview and on the published page; the design canvas shows it in place',
  },
  fixedPosition: { 'zh-cn': '固定位置', en: 'Fixed position' },
  colors: { 'zh-cn': '颜色', en: 'Colors' },
  backgroundColor: { 'zh-cn': '背景颜色', en: 'Background color' },
  titleColor: { 'zh-cn': '标题颜色', en: 'Title color' },
  subtitleColor: { 'zh-cn': '副标题颜色', en: 'Subtitle color' },
  iconColor: { 'zh-cn': '图标颜色', en: 'Icon color' },
  titleHint: { 'zh-cn': '留空则按动作显示默认文字', en: 'Empty shows a default text for the action' },
} as const satisfies Record<string, Localized>;

export const LINK_TYPE_NAMES: Record<(typeof LINK_TYPES)[number], Localized> = {
  button: { 'zh-cn': '按钮', en: 'Button' },
  image: { 'zh-cn': '图片', en: 'Image' },
};
export const FIXED_POSITION_NAMES: Record<(typeof FIXED_POSITIONS)[number], Localized> = {
  top: { 'zh-cn': '顶部', en: 'Top' },
  bottom: { 'zh-cn': '底部', en: 'Bottom' },
};
export const ACTION_NAMES: Record<(typeof ACTIONS)[number], Localized> = {
  link: { 'zh-cn': '打开网站链接', en: 'Website link' },
  call: { 'zh-cn': '拨打电话', en: 'Call' },
  communication: { 'zh-cn': '沟通工具', en: 'Communication tool' },
};
