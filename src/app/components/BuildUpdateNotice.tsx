import { useStore } from '@nanostores/react';
import { reloadPage } from '#app/browser/reload.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $buildUpdate, dismissBuildUpdate } from '#app/stores/build-update.ts';

/** Non-blocking notice that a newer build is deployed, with a reload. */
export function BuildUpdateNotice() {
  const update = useStore($buildUpdate);
  const t = useT();
  if (!update || update.dismissed) return null;
  return (
    <div className="app-update" role="status">
      <span>{t('update.available')}</span>
      <div className="app-update__actions">
        <button type="button" className="app-button app-button--primary" onClick={reloadPage}>
          {t('update.reload')}
        </button>
        <button type="button" className="app-button" onClick={dismissBuildUpdate}>
          {t('update.dismiss')}
        </button>
      </div>
    </div>
  );
}
