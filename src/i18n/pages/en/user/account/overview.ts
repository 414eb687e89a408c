import type { Messages } from '../../../../types.ts';

export default {
  title: 'Account overview',
  upcoming:
    'Your greeting, balance, score, last login and 7-day figures arrive with the accounts capability.',
} satisfies Messages;
