import type { Messages } from '../../../../types.ts';

export default {
  title: 'Payment settings',
  upcoming: 'Turn quick pay on or off once the pay capability arrives.',
} satisfies Messages;
