import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';

export default {
  ...log,
  title: '余额日志',
  empty: '暂无余额变动。充值与消费记录会显示在这里。',
} satisfies Messages;
