import type { Localized } from '#core/i18n/lang.ts';
import type { BUTTON_STYLES, BUTTON_TYPES, COLOR_TYPES } from '#modules/communication-tool/schema.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Communication tool texts of the settings form, with the render's (render-strings.ts), in both languages:
 * they load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  items: { 'zh-cn': '联系按钮', en: 'Contact buttons' },
  addItem: { 'zh-cn': '添加按钮', en: 'Add button' },
  itemTitle: { 'zh-cn': '按钮 {index}：{name}', en: 'Button {index}: {name}' },
  channel: { 'zh-cn': '渠道', en: 'Channel' },
  label: { 'zh-cn': '按钮文字', en: 'Label' },
  labelHint: { 'zh-cn': '留空则显示渠道名称', en: "Empty shows the channel's name" },
  userName: { 'zh-cn': '用户名 / 账号', en: 'User name / account' },
  userNameEmail: { 'zh-cn': '邮箱地址', en: 'Email address' },
  userNameApple: { 'zh-cn': 'Apple ID 邮箱（无手机号时）', en: 'Apple ID email (without a mobile)' },
  mobile: {
    'zh-cn': '联系手机（国际格式，例如 +85212345678）',
    en: 'Contact mobile (international, e.g. +85212345678)',
  },
  message: { 'zh-cn': '消息内容（预填）', en: 'Message content (prefilled)' },
  url: { 'zh-cn': '链接', en: 'URL' },
  urlHint: { 'zh-cn': '填写后替代渠道自身的链接', en: "When set, replaces the channel's own link" },
  appearance: { 'zh-cn': '外观', en: 'Appearance' },
  buttonType: { 'zh-cn': '按钮类型', en: 'Button type' },
  buttonStyle: { 'zh-cn': '按钮样式', en: 'Button style' },
  colorType: { 'zh-cn': '颜色类型', en: 'Color type' },
  backgroundColor: { 'zh-cn': '背景颜色', en: 'Background color' },
  textColor: { 'zh-cn': '文字颜色', en: 'Text color' },
  iconColor: { 'zh-cn': '图标颜色', en: 'Icon color' },
} as const satisfies Record<string, Localized>;

export const BUTTON_TYPE_NAMES: Record<(typeof BUTTON_TYPES)[number], Localized> = {
  square: { 'zh-cn': '方块', en: 'Square' },
  compact: { 'zh-cn': '紧凑', en: 'Compact' },
  full: { 'zh-cn': '通栏', en: 'Full width' },
  circle: { 'zh-cn': '圆形', en: 'Circle' },
  icon: { 'zh-cn': '仅图标', en: 'Icon only' },
  brand: { 'zh-cn': '品牌', en: 'Brand' },
  flat: { 'zh-cn': '扁平', en: 'Flat' },
};
export const BUTTON_STYLE_NAMES: Record<(typeof BUTTON_STYLES)[number], Localized> = {
  fill: { 'zh-cn': '填充', en: 'Fill' },
  outline: { 'zh-cn': '描边', en: 'Outline' },
};
export const COLOR_TYPE_NAMES: Record<(typeof COLOR_TYPES)[number], Localized> = {
  brand: { 'zh-cn': '品牌色', en: 'Brand colors' },
  custom: { 'zh-cn': '自定义', en: 'Custom' },
};
