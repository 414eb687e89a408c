import { Upcoming } from '#app/components/Upcoming.tsx';

/** Pay password setup (pay capability). */
export default function PayPasswordPage() {
  return <Upcoming />;
}
