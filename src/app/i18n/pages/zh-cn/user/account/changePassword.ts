import type { Messages } from '../../../../types.ts';

export default {
  title: '修改密码',
  intro: '修改后，您将在本设备及其他所有设备上退出登录，并需使用新密码重新登录。',
  oldPassword: '原密码',
  newPassword: '新密码',
  renewPassword: '确认新密码',
  rule: '6-32 位，不能包含 & < > " \'',
  show: '显示密码',
  submit: '修改密码',
} satisfies Messages;
