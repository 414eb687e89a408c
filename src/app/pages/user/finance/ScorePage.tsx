import { Upcoming } from '#app/components/Upcoming.tsx';

/** Score points (accounts capability). */
export default function ScorePage() {
  return <Upcoming />;
}
