import { Upcoming } from '#app/components/Upcoming.tsx';

/** Score log (accounts capability). */
export default function IntegralPage() {
  return <Upcoming />;
}
