import type { Messages } from '../../../../types.ts';

export default {
  title: 'Account overview',
  avatarOf: 'Avatar of {name}',
  editProfile: 'Edit profile',
  balance: 'Balance',
  balanceDetail: 'Available {balance} · In transit {balanceMoney}',
  recharge: 'Recharge',
  score: 'Score',
  viewLog: 'View log',
  lastLogin: 'Last login',
  firstLogin: 'This is your first login',
  joined: 'Member since',
  sevenDays: 'Last 7 days',
  sevenDaysCaption: 'Balance and score changes per day, today last',
  date: 'Date',
  balanceChange: 'Balance change',
  scoreChange: 'Score change',
  quiet: 'No balance or score changes in the last 7 days.',
  loadFailed: 'The overview could not be loaded.',
  retry: 'Try again',
} satisfies Messages;
