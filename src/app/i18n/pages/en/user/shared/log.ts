import type { Messages } from '../../../../types.ts';

/** Strings of the log tables (balance and score logs), spread into each log page's file. */
export default {
  'log.time': 'Time',
  'log.amount': 'Change',
  'log.before': 'Before',
  'log.after': 'After',
  'log.memo': 'Note',
  'log.noMemo': '—',
  'log.loadFailed': 'The log could not be loaded.',
  'log.retry': 'Try again',
  'log.loading': 'Loading…',
  'log.previous': 'Previous page',
  'log.next': 'Next page',
  'log.pageOf': 'Page {page} of {pages}',
  'log.total': '{total} entries',
  'log.pagination': 'Pages of the log',
} satisfies Messages;
