import type { Messages } from '../../../../types.ts';

export default {
  title: '充值',
  upcoming: '支付功能上线后，可在这里通过支付渠道充值。',
} satisfies Messages;
