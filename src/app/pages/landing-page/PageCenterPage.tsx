import { Upcoming } from '#app/components/Upcoming.tsx';

/** Page Center: the member's landing pages (pages capability). */
export default function PageCenterPage() {
  return <Upcoming />;
}
