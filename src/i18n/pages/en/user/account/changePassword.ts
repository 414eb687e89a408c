import type { Messages } from '../../../../types.ts';

export default {
  title: 'Change password',
  upcoming: 'Change your password (this signs out every session) once the accounts capability arrives.',
} satisfies Messages;
