import { Upcoming } from '#app/components/Upcoming.tsx';

/** Balance and total money (pay capability). */
export default function FinanceBalancePage() {
  return <Upcoming />;
}
