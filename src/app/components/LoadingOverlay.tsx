import { useStore } from '@nanostores/react';
import { useT } from '#app/i18n/use-t.tsx';
import { $loadingVisible } from '#app/stores/loading.ts';

/** Full-screen loading overlay, shown while at least one caller holds a reference. */
export function LoadingOverlay() {
  const visible = useStore($loadingVisible);
  const t = useT();
  if (!visible) return null;
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span className="app-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
