import type { Messages } from '../../../../types.ts';

export default {
  title: '修改密码',
  upcoming: '账户功能上线后，可在这里修改密码（将退出所有会话）。',
} satisfies Messages;
