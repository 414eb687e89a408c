import type { Messages } from '../../../../types.ts';

export default {
  title: 'Balance log',
  upcoming: 'Every change of your balance arrives with the pay capability.',
} satisfies Messages;
