import type { Messages } from '../../../../types.ts';

export default {
  title: '账户概览',
  upcoming: '问候语、余额、积分、上次登录与近 7 天数据将随账户功能上线。',
} satisfies Messages;
