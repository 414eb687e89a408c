import type { Localized } from '#core/i18n/lang.ts';

/** The "Server-side events" section's texts (every pixel module's settings), both languages. */
export const SERVER_EVENTS_STRINGS = {
  title: { 'zh-cn': '服务端事件', en: 'Server-side events' },
  intro: {
    'zh-cn':
      '由我们的服务器把已追踪的点击（可选页面浏览）再发送一次到 {platform} 的转化 API，并带上与浏览器像素相同的事件 ID：被拦截的像素事件仍能计入，且不会重复计算。企业版功能。',
    en: "Our server also sends tracked taps (and page views if you wish) to {platform}'s Conversions API with the same event ID as the browser pixel: events a blocker stops still count, and nothing counts twice. Business plan.",
  },
  notEntitled: {
    'zh-cn': '当前套餐不包含服务端事件：购买企业版后即可设置令牌。',
    en: 'Your plan does not include server-side events: buy the Business plan to set a token.',
  },
  loading: { 'zh-cn': '正在加载服务端事件设置…', en: 'Loading the server-side settings…' },
  failed: { 'zh-cn': '无法加载服务端事件设置。', en: 'The server-side settings could not be loaded.' },
  retry: { 'zh-cn': '重试', en: 'Try again' },
  refresh: { 'zh-cn': '刷新', en: 'Refresh' },
  noPixel: {
    'zh-cn': '先填写像素 ID 并等待页面保存，再设置访问令牌。',
    en: 'Enter a pixel ID and let the page save, then set its access token.',
  },
  unsaved: {
    'zh-cn': '像素 ID {id} 尚未保存：保存后即可设置它的令牌。',
    en: 'Pixel ID {id} is not saved yet: its token can be set once the page is saved.',
  },
  pixel: { 'zh-cn': '像素 {id}', en: 'Pixel {id}' },
  token: { 'zh-cn': '访问令牌', en: 'Access token' },
  tokenSet: { 'zh-cn': '已设置', en: 'Set' },
  tokenNotSet: { 'zh-cn': '未设置', en: 'Not set' },
  tokenHint: {
    'zh-cn': '令牌加密保存，之后不会再显示；可以替换或删除。',
    en: 'The token is stored encrypted and never shown again: you can replace or remove it.',
  },
  setToken: { 'zh-cn': '设置令牌', en: 'Set token' },
  replaceToken: { 'zh-cn': '替换令牌', en: 'Replace token' },
  removeToken: { 'zh-cn': '删除令牌', en: 'Remove token' },
  save: { 'zh-cn': '保存', en: 'Save' },
  cancel: { 'zh-cn': '取消', en: 'Cancel' },
  newToken: { 'zh-cn': '新的访问令牌', en: 'New access token' },
  removeTitle: { 'zh-cn': '删除访问令牌？', en: 'Remove the access token?' },
  removeMessage: {
    'zh-cn': '删除后，像素 {id} 将不再发送服务端事件，直到重新设置令牌。',
    en: 'Pixel {id} stops sending server-side events until a token is set again.',
  },
  testCode: { 'zh-cn': '测试事件代码', en: 'Test event code' },
  testCodeHint: {
    'zh-cn': '仅在平台的测试事件工具中调试时填写，调试完请清空。',
    en: "Only while checking in the platform's test events tool; clear it afterwards.",
  },
  pageViews: { 'zh-cn': '同时发送页面浏览', en: 'Send page views too' },
  saveOptions: { 'zh-cn': '保存选项', en: 'Save options' },
  saved: { 'zh-cn': '已保存', en: 'Saved' },
  deliveries: { 'zh-cn': '最近的发送', en: 'Last deliveries' },
  noDeliveries: {
    'zh-cn': '还没有发送记录：访客在已发布页面上点击已追踪的链接后，这里会显示结果。',
    en: 'Nothing sent yet: once a visitor taps a tracked link on the published page, the result shows here.',
  },
  time: { 'zh-cn': '时间', en: 'Time' },
  event: { 'zh-cn': '事件', en: 'Event' },
  status: { 'zh-cn': '状态', en: 'Status' },
  message: { 'zh-cn': '平台消息', en: "Platform's message" },
  accepted: { 'zh-cn': '已接收', en: 'Accepted' },
  retrying: { 'zh-cn': '稍后重试', en: 'Retrying' },
  failed_status: { 'zh-cn': '被拒绝', en: 'Refused' },
  dropped: { 'zh-cn': '已放弃', en: 'Dropped' },
} as const satisfies Record<string, Localized>;

/** The platforms' names in the texts. */
export const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Meta',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  reddit: 'Reddit',
};
