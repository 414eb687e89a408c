import type { Messages } from '../../../../types.ts';
import log from '../shared/log.ts';
import pay from '../shared/pay.ts';

export default {
  ...log,
  ...pay,
  title: 'Balance',
  total: 'Total balance',
  detail: 'Available {balance} · Being credited {balanceMoney}',
  recharge: 'Recharge',
  empty: 'No balance changes yet. Recharges and spending will show up here.',
} satisfies Messages;
