import { LedgerLog } from '#app/member-center/LedgerLog.tsx';

/** Pay centre balance: the balance log until the pay centre extends it. */
export default function FinanceBalancePage() {
  return <LedgerLog kind="balance" />;
}
