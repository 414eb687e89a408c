import { reloadPage } from '#app/browser/reload.ts';
import { useT } from '#app/i18n/use-t.tsx';

/** Shown when a page's files could not be loaded even after the one allowed reload. */
export function LoadFailed() {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="app-status-page">
      <h1 className="app-status-page__title">{t('chunk.failed')}</h1>
      <button type="button" className="app-button app-button--primary" onClick={reloadPage}>
        {t('chunk.retry')}
      </button>
    </main>
  );
}
