import type { Messages } from '../../../../types.ts';

export default {
  title: 'Pay Center',
  upcoming:
    'Pay a recharge order (pay channel, order number, transaction serial number, scan-to-pay) once the pay capability arrives.',
} satisfies Messages;
