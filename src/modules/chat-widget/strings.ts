import type { Localized } from '#core/i18n/lang.ts';
import type {
  BADGE_ANIMATIONS,
  BADGE_POSITIONS,
  BUTTON_ICONS,
  BUTTON_SIZES,
  LABEL_POSITIONS,
  LAYOUTS,
  POSITIONS,
  SHAPES,
  WELCOME_POSITIONS,
  WIDGET_ANIMATIONS,
} from '#modules/chat-widget/schema.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Chat widget texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  // Form
  placement: { 'zh-cn': '位置', en: 'Placement' },
  position: { 'zh-cn': '位置', en: 'Position' },
  offsetX: { 'zh-cn': '水平偏移 (px, 0-100)', en: 'Offset X (px, 0-100)' },
  offsetY: { 'zh-cn': '垂直偏移 (px, 0-100)', en: 'Offset Y (px, 0-100)' },
  zIndex: { 'zh-cn': '层级 z-index (1-99999)', en: 'z-index (1-99999)' },
  mainButton: { 'zh-cn': '主按钮', en: 'Main button' },
  buttonColor: { 'zh-cn': '主按钮颜色', en: 'Main button color' },
  buttonIcon: { 'zh-cn': '图标', en: 'Icon' },
  buttonSize: { 'zh-cn': '尺寸', en: 'Size' },
  shape: { 'zh-cn': '挂件形状', en: 'Widget shape' },
  animation: { 'zh-cn': '动画', en: 'Animation' },
  channels: { 'zh-cn': '渠道', en: 'Channels' },
  channelLayout: { 'zh-cn': '渠道排列', en: 'Channel layout' },
  channelType: { 'zh-cn': '类型', en: 'Type' },
  channelValue: { 'zh-cn': '值', en: 'Value' },
  channelLabel: { 'zh-cn': '标签', en: 'Label' },
  channelIcon: { 'zh-cn': '图标', en: 'Icon' },
  channelIconImage: { 'zh-cn': '上传的图片', en: 'Uploaded image' },
  channelIconHint: { 'zh-cn': '正方形图片，建议 96 × 96 px', en: 'A square picture, 96 × 96 px recommended' },
  channelColor: { 'zh-cn': '颜色', en: 'Color' },
  channelEnabled: { 'zh-cn': '启用', en: 'Enabled' },
  addChannel: { 'zh-cn': '添加渠道', en: 'Add channel' },
  channelItem: { 'zh-cn': '渠道 {index}：{name}', en: 'Channel {index}: {name}' },
  showLabel: { 'zh-cn': '显示标签', en: 'Show labels' },
  labelPosition: { 'zh-cn': '标签位置', en: 'Label position' },
  autoClose: { 'zh-cn': '自动关闭渠道列表', en: 'Close the channel list automatically' },
  closeDelay: { 'zh-cn': '关闭延迟 (毫秒, 1000-10000)', en: 'Close delay (ms, 1000-10000)' },
  welcome: { 'zh-cn': '欢迎语', en: 'Welcome message' },
  welcomeShow: { 'zh-cn': '显示欢迎语', en: 'Show the welcome message' },
  welcomeText: { 'zh-cn': '欢迎语内容', en: 'Welcome text' },
  welcomePosition: { 'zh-cn': '欢迎语位置', en: 'Welcome position' },
  welcomeDelay: { 'zh-cn': '出现延迟 (秒)', en: 'Delay (seconds)' },
  welcomeAutoClose: { 'zh-cn': '自动关闭欢迎语', en: 'Close the welcome message automatically' },
  welcomeCloseDelay: { 'zh-cn': '关闭延迟 (秒)', en: 'Close delay (seconds)' },
  welcomeCycle: { 'zh-cn': '循环间隔 (秒，0 为不循环)', en: 'Cycle interval (seconds, 0 = once)' },
  badge: { 'zh-cn': '角标', en: 'Badge' },
  badgeShow: { 'zh-cn': '显示角标', en: 'Show the badge' },
  badgeText: { 'zh-cn': '角标文字', en: 'Badge text' },
  badgeColor: { 'zh-cn': '文字颜色', en: 'Text color' },
  badgeBackground: { 'zh-cn': '背景颜色', en: 'Background' },
  badgePosition: { 'zh-cn': '角标位置', en: 'Badge position' },
  badgeAnimation: { 'zh-cn': '角标动画', en: 'Badge animation' },
  polling: { 'zh-cn': '账号轮询', en: 'Account polling' },
  pollingEnabled: { 'zh-cn': '启用轮询', en: 'Enable polling' },
  pollingAccounts: { 'zh-cn': '额外账号（每行一个）', en: 'Extra accounts (one per line)' },
  pollingHint: {
    'zh-cn': '每位访客随机分配第一个启用渠道的一个账号（该渠道自身的值或以上账号之一）',
    en: 'Each visitor is given one account of the first enabled channel at random (its own value or one of these)',
  },
} as const satisfies Record<string, Localized>;

export const POSITION_NAMES: Record<(typeof POSITIONS)[number], Localized> = {
  'bottom-right': { 'zh-cn': '右下角', en: 'Bottom right' },
  'bottom-left': { 'zh-cn': '左下角', en: 'Bottom left' },
  'top-right': { 'zh-cn': '右上角', en: 'Top right' },
  'top-left': { 'zh-cn': '左上角', en: 'Top left' },
};
export const SIZE_NAMES: Record<(typeof BUTTON_SIZES)[number], Localized> = {
  small: { 'zh-cn': '小', en: 'Small' },
  medium: { 'zh-cn': '中', en: 'Medium' },
  large: { 'zh-cn': '大', en: 'Large' },
};
export const SHAPE_NAMES: Record<(typeof SHAPES)[number], Localized> = {
  circle: { 'zh-cn': '圆形', en: 'Circle' },
  rounded: { 'zh-cn': '圆角', en: 'Rounded' },
};
export const LAYOUT_NAMES: Record<(typeof LAYOUTS)[number], Localized> = {
  vertical: { 'zh-cn': '垂直堆叠', en: 'Vertical stack' },
  horizontal: { 'zh-cn': '水平排列', en: 'Horizontal inline' },
};
export const ANIMATION_NAMES: Record<(typeof WIDGET_ANIMATIONS)[number], Localized> = {
  none: { 'zh-cn': '无', en: 'None' },
  bounce: { 'zh-cn': '弹跳', en: 'Bounce' },
  pulse: { 'zh-cn': '脉冲', en: 'Pulse' },
  shake: { 'zh-cn': '摇晃', en: 'Shake' },
};
export const LABEL_POSITION_NAMES: Record<(typeof LABEL_POSITIONS)[number], Localized> = {
  left: { 'zh-cn': '图标左侧', en: 'Left of the icon' },
  right: { 'zh-cn': '图标右侧', en: 'Right of the icon' },
};
export const BUTTON_ICON_NAMES: Record<(typeof BUTTON_ICONS)[number], Localized> = {
  chat: { 'zh-cn': '聊天气泡', en: 'Chat bubble' },
  message: { 'zh-cn': '消息', en: 'Message' },
  support: { 'zh-cn': '客服耳机', en: 'Support headset' },
  phone: { 'zh-cn': '电话', en: 'Phone' },
  whatsapp: { 'zh-cn': 'WhatsApp', en: 'WhatsApp' },
  messenger: { 'zh-cn': 'Messenger', en: 'Messenger' },
  telegram: { 'zh-cn': 'Telegram', en: 'Telegram' },
  wechat: { 'zh-cn': '微信', en: 'WeChat' },
  line: { 'zh-cn': 'LINE', en: 'LINE' },
};
export const WELCOME_POSITION_NAMES: Record<(typeof WELCOME_POSITIONS)[number], Localized> = {
  above: { 'zh-cn': '按钮上方', en: 'Above the button' },
  beside: { 'zh-cn': '按钮旁边', en: 'Beside the button' },
};
export const BADGE_POSITION_NAMES: Record<(typeof BADGE_POSITIONS)[number], Localized> = {
  'top-right': { 'zh-cn': '右上', en: 'Top right' },
  'top-left': { 'zh-cn': '左上', en: 'Top left' },
};
export const BADGE_ANIMATION_NAMES: Record<(typeof BADGE_ANIMATIONS)[number], Localized> = {
  none: { 'zh-cn': '无', en: 'None' },
  pulse: { 'zh-cn': '脉冲', en: 'Pulse' },
  blink: { 'zh-cn': '闪烁', en: 'Blink' },
  bounce: { 'zh-cn': '弹跳', en: 'Bounce' },
};
