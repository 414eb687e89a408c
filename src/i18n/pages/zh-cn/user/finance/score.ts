import type { Messages } from '../../../../types.ts';

export default {
  title: '积分',
  upcoming: '积分将随账户功能上线。',
} satisfies Messages;
