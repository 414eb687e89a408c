import type { Messages } from '../../../../types.ts';

/** 支付中心多个页面共用的文字，展开到各页面的文件中。 */
export default {
  'pay.channel.alipay': '支付宝',
  'pay.channel.wechat': '微信支付',
  'pay.channel.manual': '转账（人工审核）',
  'pay.money': '¥{amount}',
  'pay.loadFailed': '支付中心加载失败。',
  'pay.retry': '重试',
  'pay.loading': '加载中…',
} satisfies Messages;
