import type { Messages } from '../../../../types.ts';
import pay from '../shared/pay.ts';

export default {
  ...pay,
  title: 'Pay password',
  intro:
    'The pay password (6 digits) confirms spending from your balance, such as buying a plan. It is separate from your login password.',
  stateSet: 'A pay password is set. You can change it here.',
  stateNotSet: 'No pay password is set yet. Confirm with your login password to set one.',
  password: 'Login password',
  old_pay_password: 'Current pay password',
  forgot: 'I forgot my pay password: confirm with my login password instead',
  pay_password: 'New pay password',
  repay_password: 'Repeat the new pay password',
  rule: '6 digits',
  show: 'Show passwords',
  submitSet: 'Set pay password',
  submitChange: 'Change pay password',
  saveUnknown:
    'The server did not answer, so we cannot tell whether the pay password was saved. The state above is read again; submit the same passwords once more to finish the save (it is never applied twice).',
} satisfies Messages;
