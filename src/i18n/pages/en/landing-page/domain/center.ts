import type { Messages } from '../../../../types.ts';

export default {
  title: 'Domain Center',
  upcoming:
    'Bind your own domains, check their CNAME and manage HTTPS certificates here once the domains capability arrives.',
} satisfies Messages;
