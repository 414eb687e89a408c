import { LedgerLog } from '#app/member-center/LedgerLog.tsx';

/** Score log: every change of the member's score points, newest first. */
export default function IntegralPage() {
  return <LedgerLog kind="score" />;
}
