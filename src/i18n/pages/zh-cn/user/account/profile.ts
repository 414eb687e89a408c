import type { Messages } from '../../../../types.ts';

export default {
  title: '个人资料',
  upcoming: '账户功能上线后，可在这里修改昵称、头像、性别、生日和签名。',
} satisfies Messages;
