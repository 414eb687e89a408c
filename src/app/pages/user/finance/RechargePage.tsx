import { Upcoming } from '#app/components/Upcoming.tsx';

/** Recharge the balance (pay capability). */
export default function RechargePage() {
  return <Upcoming />;
}
