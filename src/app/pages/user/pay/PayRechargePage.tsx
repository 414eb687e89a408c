import { Upcoming } from '#app/components/Upcoming.tsx';

/** Pay Center: pay a recharge order (pay capability). */
export default function PayRechargePage() {
  return <Upcoming />;
}
