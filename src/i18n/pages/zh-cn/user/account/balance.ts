import type { Messages } from '../../../../types.ts';

export default {
  title: '余额记录',
  upcoming: '余额变动明细将随支付功能上线。',
} satisfies Messages;
