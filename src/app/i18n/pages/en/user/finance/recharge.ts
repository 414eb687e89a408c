import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: 'Recharge',
  intro: 'Top up your balance. The money is in your balance as soon as the payment arrives.',
  balance: 'Current balance',
  viewBalance: 'Balance log',
  amount: 'Amount',
  otherAmount: 'Other amount',
  otherPlaceholder: 'e.g. 88.00',
  limits: 'From {min} to {max}',
  amountFormat: 'Please enter an amount with at most two decimals, e.g. 50 or 12.50',
  amountMin: 'The smallest recharge is {amount}',
  amountMax: 'The largest recharge is {amount}',
  channel: 'Payment channel',
  channelRequired: 'Please choose a payment channel',
  'channelHint.alipay': 'Scan the QR code with the Alipay app',
  'channelHint.wechat': 'Scan the QR code with WeChat',
  'channelHint.manual': 'Pay the operator, then enter the transaction serial number; credited after review',
  scoreBonus: 'You also earn {points} score points for every whole yuan you recharge.',
  submit: 'Recharge',
  submitAmount: 'Recharge {amount}',
  noChannels: 'Recharging is not available right now. Please try again later or contact customer service.',
} satisfies Messages;
