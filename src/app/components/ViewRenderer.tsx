import { useStore } from '@nanostores/react';
import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { LoadFailed } from '#app/components/load-states.tsx';
import { NotFound } from '#app/components/NotFound.tsx';
import { Skeleton } from '#app/components/Skeleton.tsx';
import { PageMessagesContext } from '#app/i18n/use-t.tsx';
import { BuildLayout } from '#app/layouts/BuildLayout.tsx';
import { CenterLayout } from '#app/layouts/CenterLayout.tsx';
import { PageLayout } from '#app/layouts/PageLayout.tsx';
import { UserLayout } from '#app/layouts/UserLayout.tsx';
import { $view, type View } from '#app/router/navigation.ts';
import { ViewContext } from '#app/router/view-context.tsx';

function inLayout(view: View, page: ReactNode): ReactNode {
  switch (view.layout) {
    case 'user':
      return <UserLayout path={view.path}>{page}</UserLayout>;
    case 'center':
      return <CenterLayout path={view.path}>{page}</CenterLayout>;
    case 'build':
      return <BuildLayout>{page}</BuildLayout>;
    case 'page':
      return <PageLayout path={view.path}>{page}</PageLayout>;
    case 'none':
      return page;
  }
}

function body(view: View): ReactNode {
  if (view.status === 'notFound') return <NotFound path={view.path} />;
  if (view.status === 'loadFailed' || !view.Component) return <LoadFailed />;
  const Page = view.Component;
  return inLayout(
    view,
    <Suspense fallback={null}>
      <Page key={view.key} />
    </Suspense>,
  );
}

/**
 * Renders the current view. Later views change inside a transition, so the previous page stays
 * on screen until the next one is ready: no blank frame between pages.
 */
export function ViewRenderer() {
  const latest = useStore($view);
  const [view, setView] = useState(latest);
  const first = useRef(true);
  // The first view has no page to keep on screen: it renders at once (state set during render),
  // not in a transition, whose time-sliced render yields to a frame every few milliseconds.
  if (view === null && latest !== null) setView(latest);

  useEffect(() => {
    startTransition(() => setView(latest));
  }, [latest]);

  useEffect(() => {
    if (!view) return;
    // After an in-app navigation, move focus to the new content for keyboard and screen-reader users.
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [view]);

  if (!view) return <Skeleton />;
  return (
    <ViewContext value={view}>
      <PageMessagesContext value={view.messages}>{body(view)}</PageMessagesContext>
    </ViewContext>
  );
}
