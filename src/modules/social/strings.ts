import type { Localized } from '#core/i18n/lang.ts';
import type { HOVER_EFFECTS, LAYOUTS, POSITIONS, SHAPES, SIZES } from '#modules/social/schema.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Social module texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  platforms: { 'zh-cn': '平台', en: 'Platforms' },
  addPlatform: { 'zh-cn': '添加平台', en: 'Add platform' },
  platformTitle: { 'zh-cn': '平台 {index}：{name}', en: 'Platform {index}: {name}' },
  platform: { 'zh-cn': '平台', en: 'Platform' },
  url: { 'zh-cn': '主页链接', en: 'Profile URL' },
  label: { 'zh-cn': '名称（可选）', en: 'Label (optional)' },
  enabled: { 'zh-cn': '启用', en: 'Enabled' },
  appearance: { 'zh-cn': '外观', en: 'Appearance' },
  layout: { 'zh-cn': '布局', en: 'Layout' },
  size: { 'zh-cn': '尺寸', en: 'Size' },
  spacing: { 'zh-cn': '间距 (px, 0-48)', en: 'Spacing (px, 0-48)' },
  showLabels: { 'zh-cn': '显示名称', en: 'Show labels' },
  borderRadius: { 'zh-cn': '圆角 (px, 0-50，圆角形状时生效)', en: 'Border radius (px, 0-50, rounded shape)' },
  hoverEffect: { 'zh-cn': '悬停效果', en: 'Hover effect' },
  iconSize: { 'zh-cn': '图标大小 (px, 12-48)', en: 'Icon size (px, 12-48)' },
  shape: { 'zh-cn': '形状', en: 'Shape' },
  placement: { 'zh-cn': '位置', en: 'Placement' },
  position: { 'zh-cn': '位置', en: 'Position' },
  offsetX: { 'zh-cn': '水平偏移 (px, 0-100)', en: 'Offset X (px, 0-100)' },
  offsetY: { 'zh-cn': '距底部偏移 (px, 0-100)', en: 'Offset Y from the bottom (px, 0-100)' },
  zIndex: { 'zh-cn': '层级 z-index (1-99999)', en: 'z-index (1-99999)' },
} as const satisfies Record<string, Localized>;

export const LAYOUT_NAMES: Record<(typeof LAYOUTS)[number], Localized> = {
  horizontal: { 'zh-cn': '水平', en: 'Horizontal' },
  vertical: { 'zh-cn': '垂直', en: 'Vertical' },
  grid: { 'zh-cn': '网格', en: 'Grid' },
};
export const SIZE_NAMES: Record<(typeof SIZES)[number], Localized> = {
  small: { 'zh-cn': '小', en: 'Small' },
  medium: { 'zh-cn': '中', en: 'Medium' },
  large: { 'zh-cn': '大', en: 'Large' },
};
export const HOVER_NAMES: Record<(typeof HOVER_EFFECTS)[number], Localized> = {
  none: { 'zh-cn': '无', en: 'None' },
  lift: { 'zh-cn': '上浮', en: 'Lift' },
  grow: { 'zh-cn': '放大', en: 'Grow' },
  fade: { 'zh-cn': '淡化', en: 'Fade' },
};
export const POSITION_NAMES: Record<(typeof POSITIONS)[number], Localized> = {
  inline: { 'zh-cn': '页面内', en: 'Inline' },
  'float-left': { 'zh-cn': '左侧悬浮', en: 'Floating left' },
  'float-right': { 'zh-cn': '右侧悬浮', en: 'Floating right' },
};
export const SHAPE_NAMES: Record<(typeof SHAPES)[number], Localized> = {
  circle: { 'zh-cn': '圆形', en: 'Circle' },
  rounded: { 'zh-cn': '圆角', en: 'Rounded' },
  square: { 'zh-cn': '方形', en: 'Square' },
};
