import type { Messages } from '../../../../types.ts';

export default {
  title: 'Change password',
  intro:
    'After the change you are logged out everywhere, on this device and on all others, and log in again with the new password.',
  oldPassword: 'Current password',
  newPassword: 'New password',
  renewPassword: 'Repeat the new password',
  rule: '6-32 characters, without & < > " \'',
  show: 'Show passwords',
  submit: 'Change password',
} satisfies Messages;
