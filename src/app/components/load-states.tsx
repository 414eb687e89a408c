import { reloadPage } from '#app/browser/reload.ts';
import { useT } from '#app/i18n/use-t.tsx';

/**
 * The app's load states (the frame while a view's files load is Skeleton.tsx, which the app shell
 * renders as HTML too). Kept in one file the app loads up front, so a screen that shows them
 * fetches no file of their own.
 */

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

/**
 * A card of placeholder lines while a screen's data loads. Busy to assistive technology, which
 * reads `label` ("Loading…" unless the screen names what loads).
 */
export function LoadingCard({ label, lines = 3 }: { readonly label?: string; readonly lines?: 2 | 3 }) {
  const t = useT();
  return (
    <div className="mc-card mc-loading" aria-busy="true">
      <span className="app-visually-hidden">{label ?? t('app.loading')}</span>
      <div className="mc-skeleton-line" />
      {lines === 3 ? <div className="mc-skeleton-line" /> : null}
      <div className="mc-skeleton-line mc-skeleton-line--short" />
    </div>
  );
}

/** A load or step that failed: its sentence, announced at once, and a button that tries again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}) {
  return (
    <div className="mc-alert" role="alert">
      <span>{message}</span>
      <button type="button" className="app-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
