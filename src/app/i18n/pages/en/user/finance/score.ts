import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';
import pay from '../shared/pay.ts';

export default {
  ...log,
  ...pay,
  title: 'Score',
  score: 'Score points',
  signIn: 'Daily sign-in',
  signedIn: 'Signed in today',
  empty: 'No score changes yet. Points you earn and spend will show up here.',
} satisfies Messages;
