import { Upcoming } from '#app/components/Upcoming.tsx';
import { useView } from '#app/router/view-context.tsx';

/** The page builder for one page (builder capability). */
export default function BuildPage() {
  const { params } = useView();
  return <Upcoming values={{ id: params.id ?? '' }} />;
}
