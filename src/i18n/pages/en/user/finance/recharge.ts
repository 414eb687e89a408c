import type { Messages } from '../../../../types.ts';

export default {
  title: 'Recharge',
  upcoming: 'Top up your balance through a payment channel once the pay capability arrives.',
} satisfies Messages;
