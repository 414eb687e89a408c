import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';
import pay from '../shared/pay.ts';

export default {
  ...log,
  ...pay,
  title: '积分',
  score: '积分',
  signIn: '每日签到',
  signedIn: '今日已签到',
  empty: '暂无积分变动。获得与使用积分的记录会显示在这里。',
} satisfies Messages;
