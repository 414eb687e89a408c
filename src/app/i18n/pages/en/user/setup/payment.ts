import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: 'Payment settings',
  quickPay: 'Quick pay',
  quickPayHint: 'Pay from your balance without entering the pay password.',
  stateOn: 'Quick pay is on: purchases from your balance do not ask for the pay password.',
  stateOff: 'Quick pay is off: every purchase from your balance asks for the pay password.',
  needsPassword: 'Quick pay needs a pay password. Set one first.',
  setPassword: 'Set pay password',
  payPassword: 'Pay password',
  confirmHint: 'Enter your pay password to save this change.',
  save: 'Save',
  cancel: 'Cancel',
} satisfies Messages;
