import { Upcoming } from '#app/components/Upcoming.tsx';

/** Page preview on a phone frame (builder capability). */
export default function PreviewPage() {
  return <Upcoming />;
}
