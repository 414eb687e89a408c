import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: '支付密码',
  intro: '支付密码（6 位数字）用于确认余额消费，例如购买套餐。它与登录密码相互独立。',
  stateSet: '已设置支付密码，可在此修改。',
  stateNotSet: '尚未设置支付密码。请使用登录密码验证身份后设置。',
  password: '登录密码',
  old_pay_password: '原支付密码',
  forgot: '忘记支付密码：改用登录密码验证',
  pay_password: '新支付密码',
  repay_password: '确认新支付密码',
  rule: '6 位数字',
  show: '显示密码',
  submitSet: '设置支付密码',
  submitChange: '修改支付密码',
  saveUnknown:
    '服务器没有应答，无法确认支付密码是否已保存。上方状态已重新读取；请用相同的密码再提交一次以完成保存（不会重复生效）。',
} satisfies Messages;
