import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: '充值',
  intro: '为余额充值。付款到账后，金额立即计入余额。',
  balance: '当前余额',
  viewBalance: '余额日志',
  amount: '充值金额',
  otherAmount: '其他金额',
  otherPlaceholder: '例如 88.00',
  limits: '{min} 至 {max}',
  amountFormat: '请输入最多两位小数的金额，例如 50 或 12.50',
  amountMin: '最低充值 {amount}',
  amountMax: '最高充值 {amount}',
  channel: '支付渠道',
  channelRequired: '请选择支付渠道',
  'channelHint.alipay': '使用支付宝 App 扫码支付',
  'channelHint.wechat': '使用微信扫码支付',
  'channelHint.manual': '向运营方付款后填写交易流水号，审核通过后到账',
  scoreBonus: '每充值 1 元另得 {points} 积分。',
  submit: '充值',
  submitAmount: '充值 {amount}',
  noChannels: '暂时无法充值，请稍后再试或联系客服。',
} satisfies Messages;
