import { Upcoming } from '#app/components/Upcoming.tsx';

/** Change password (accounts capability). */
export default function ChangePasswordPage() {
  return <Upcoming />;
}
