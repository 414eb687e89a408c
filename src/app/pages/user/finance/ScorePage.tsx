import { LedgerLog } from '#app/member-center/LedgerLog.tsx';

/** Pay centre score: the score log until the pay centre extends it. */
export default function ScorePage() {
  return <LedgerLog kind="score" />;
}
