import { Upcoming } from '#app/components/Upcoming.tsx';

/** Payment settings: quick pay (pay capability). */
export default function PaymentSetupPage() {
  return <Upcoming />;
}
