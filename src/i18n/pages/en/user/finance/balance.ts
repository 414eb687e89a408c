import type { Messages } from '../../../../types.ts';

export default {
  title: 'Balance',
  upcoming: 'Your balance and total money arrive with the pay capability.',
} satisfies Messages;
