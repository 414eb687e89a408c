import type { Messages } from '../../../../types.ts';

export default {
  title: 'Profile',
  upcoming:
    'Edit your nickname, avatar, gender, birthday and motto here once the accounts capability arrives.',
} satisfies Messages;
