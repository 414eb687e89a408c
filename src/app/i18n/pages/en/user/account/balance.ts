import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';

export default {
  ...log,
  title: 'Balance log',
  empty: 'No balance changes yet. Recharges and spending will show up here.',
} satisfies Messages;
