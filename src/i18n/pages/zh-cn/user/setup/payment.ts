import type { Messages } from '../../../../types.ts';

export default {
  title: '支付设置',
  upcoming: '支付功能上线后，可在这里开启或关闭快捷支付。',
} satisfies Messages;
