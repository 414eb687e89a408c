import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';

export default {
  ...log,
  title: '积分日志',
  empty: '暂无积分变动。获得与使用积分的记录会显示在这里。',
} satisfies Messages;
