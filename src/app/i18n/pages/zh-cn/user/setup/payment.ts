import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: '支付设置',
  quickPay: '快捷支付',
  quickPayHint: '使用余额支付时无需输入支付密码。',
  stateOn: '快捷支付已开启：使用余额购买时不再询问支付密码。',
  stateOff: '快捷支付已关闭：每次使用余额购买都需输入支付密码。',
  needsPassword: '快捷支付需要先设置支付密码。',
  setPassword: '设置支付密码',
  payPassword: '支付密码',
  confirmHint: '请输入支付密码以保存此项修改。',
  save: '保存',
  cancel: '取消',
} satisfies Messages;
