import { LedgerLog } from '#app/member-center/LedgerLog.tsx';

/** Balance log: every change of the member's balance, newest first. */
export default function AccountBalancePage() {
  return <LedgerLog kind="balance" />;
}
