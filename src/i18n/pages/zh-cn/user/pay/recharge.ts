import type { Messages } from '../../../../types.ts';

export default {
  title: '支付中心',
  upcoming: '支付功能上线后，可在这里支付充值订单：支付渠道、订单号、交易流水号与扫码支付。',
} satisfies Messages;
