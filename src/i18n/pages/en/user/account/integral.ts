import type { Messages } from '../../../../types.ts';

export default {
  title: 'Score log',
  upcoming: 'Every change of your score points arrives with the accounts capability.',
} satisfies Messages;
