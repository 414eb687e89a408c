import { Upcoming } from '#app/components/Upcoming.tsx';

/** Profile: nickname, avatar, gender, birthday, motto (accounts capability). */
export default function ProfilePage() {
  return <Upcoming />;
}
