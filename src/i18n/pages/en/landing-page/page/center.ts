import type { Messages } from '../../../../types.ts';

export default {
  title: 'Page Center',
  upcoming:
    'Create, search, publish and unpublish your landing pages here once the pages capability arrives.',
} satisfies Messages;
