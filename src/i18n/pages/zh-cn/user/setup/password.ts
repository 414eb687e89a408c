import type { Messages } from '../../../../types.ts';

export default {
  title: '支付密码',
  upcoming: '支付功能上线后，可在这里设置或修改支付密码。',
} satisfies Messages;
