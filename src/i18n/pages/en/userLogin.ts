import type { Messages } from '../../types.ts';

export default {
  title: 'Sign in',
  upcoming: 'Sign-up and login arrive with the accounts capability.',
  redirectNote: 'After signing in you will return to {path}.',
} satisfies Messages;
