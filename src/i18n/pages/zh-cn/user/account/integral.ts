import type { Messages } from '../../../../types.ts';

export default {
  title: '积分记录',
  upcoming: '积分变动明细将随账户功能上线。',
} satisfies Messages;
