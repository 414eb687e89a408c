import type { Messages } from '../../../types.ts';

export default {
  title: 'Preview',
  upcoming: 'Preview a page as visitors see it on a phone once the builder capability arrives.',
} satisfies Messages;
