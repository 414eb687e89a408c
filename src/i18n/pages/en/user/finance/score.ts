import type { Messages } from '../../../../types.ts';

export default {
  title: 'Score',
  upcoming: 'Your score points arrive with the accounts capability.',
} satisfies Messages;
