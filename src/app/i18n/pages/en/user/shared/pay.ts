import type { Messages } from '../../../../types.ts';

/** Strings of the pay centre used on several of its screens, spread into each screen's file. */
export default {
  'pay.channel.alipay': 'Alipay',
  'pay.channel.wechat': 'WeChat Pay',
  'pay.channel.manual': 'Transfer (manual review)',
  'pay.money': '¥{amount}',
  'pay.loadFailed': 'The pay center could not be loaded.',
  'pay.retry': 'Try again',
  'pay.loading': 'Loading…',
} satisfies Messages;
