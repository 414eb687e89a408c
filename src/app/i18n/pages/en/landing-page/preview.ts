import type { Messages } from '../../../types.ts';

export default {
  title: 'Preview',
  loading: 'Loading the page…',
  loadFailed: 'Failed to load page data',
  retry: 'Try again',
  missing: 'The page does not exist or has been deleted.',
  missingBack: 'Going back to the previous page in 3 seconds…',
  backToBuilder: 'Back to the builder',
  openNewTab: 'Open in a new tab',
  frame: 'The page as visitors see it',
} satisfies Messages;
