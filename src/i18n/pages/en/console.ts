import type { Messages } from '../../types.ts';

export default {
  title: 'Console',
  upcoming:
    'Your overview of pages, domains and visits arrives with the pages capability. Meanwhile, open the Page Center or the Domain Center.',
} satisfies Messages;
