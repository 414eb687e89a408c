import { Upcoming } from '#app/components/Upcoming.tsx';

/** Domain Center: custom domains and certificates (domains capability). */
export default function DomainCenterPage() {
  return <Upcoming />;
}
