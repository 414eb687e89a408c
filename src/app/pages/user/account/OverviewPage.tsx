import { Upcoming } from '#app/components/Upcoming.tsx';

/** Account overview: greeting, balance, score, last login (accounts capability). */
export default function OverviewPage() {
  return <Upcoming />;
}
