import { Upcoming } from '#app/components/Upcoming.tsx';

/** Balance log (pay capability). */
export default function AccountBalancePage() {
  return <Upcoming />;
}
