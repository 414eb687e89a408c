import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';

export default {
  ...log,
  title: 'Score log',
  empty: 'No score changes yet. Points you earn and spend will show up here.',
} satisfies Messages;
