import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';
import pay from '../shared/pay.ts';

export default {
  ...log,
  ...pay,
  title: '余额',
  total: '总余额',
  detail: '可用 {balance} · 入账中 {balanceMoney}',
  recharge: '充值',
  empty: '暂无余额变动。充值与消费记录会显示在这里。',
} satisfies Messages;
