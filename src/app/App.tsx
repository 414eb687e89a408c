import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { BuildUpdateNotice } from '#app/components/BuildUpdateNotice.tsx';
import { LoadingOverlay } from '#app/components/LoadingOverlay.tsx';
import { Skeleton } from '#app/components/Skeleton.tsx';
import { Toasts } from '#app/components/Toasts.tsx';
import { ViewRenderer } from '#app/components/ViewRenderer.tsx';
import { $commonMessages } from '#app/i18n/messages.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { startApp } from '#app/start.ts';
import './styles/app.css';

function SkipLink() {
  const t = useT();
  return (
    <a className="app-skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}

/** The island app for /console, /user/* and /landing-page/*. */
export default function App() {
  const common = useStore($commonMessages);
  // Before the first commit is painted (a passive effect would wait for that frame): the
  // navigation, with its chunk, translations and data, starts one frame earlier.
  useLayoutEffect(() => startApp(), []);
  // No flash of the wrong language: nothing with text until the strings are in.
  if (!common) return <Skeleton />;
  return (
    <>
      <SkipLink />
      <ViewRenderer />
      <Toasts />
      <LoadingOverlay />
      <BuildUpdateNotice />
    </>
  );
}
