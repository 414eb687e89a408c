import type { Messages } from '../../types.ts';

export default {
  title: 'External page',
  invalid: 'This address cannot be embedded: {url}',
  openNewWindow: 'Open in a new window',
} satisfies Messages;
