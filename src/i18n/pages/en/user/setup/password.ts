import type { Messages } from '../../../../types.ts';

export default {
  title: 'Pay password',
  upcoming: 'Set or change your pay password once the pay capability arrives.',
} satisfies Messages;
