import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { $saveState, keepEditingLocally, loadPage } from '#app/builder/session.ts';
import { useT } from '#app/i18n/use-t.tsx';

/** A save met newer work on the server: reload it, or keep editing here (nothing is overwritten). */
export function ConflictDialog({ pageId }: { pageId: string }) {
  const saveState = useStore($saveState);
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const open = saveState === 'conflict' && !dismissed;

  useEffect(() => {
    if (saveState !== 'conflict') setDismissed(false);
  }, [saveState]);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  const keep = () => {
    keepEditingLocally();
    setDismissed(true);
  };
  return (
    <>
      {saveState === 'conflict' && dismissed ? (
        <div className="lpb-banner" role="status">
          <span>{t('conflictBanner')}</span>
          <button type="button" className="app-button" onClick={() => void loadPage(pageId)}>
            {t('conflictReload')}
          </button>
        </div>
      ) : null}
      <dialog
        ref={dialog}
        className="lpb-dialog"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-text`}
        data-testid="conflict-dialog"
        onCancel={(event) => {
          event.preventDefault();
          keep();
        }}
      >
        <h2 id={`${ids}-title`} className="lpb-dialog__title">
          {t('conflictTitle')}
        </h2>
        <p id={`${ids}-text`}>{t('conflictText')}</p>
        <div className="lpb-dialog__actions lpb-dialog__actions--stack">
          <button type="button" className="app-button" onClick={keep}>
            {t('conflictKeep')}
          </button>
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => void loadPage(pageId)}
          >
            {t('conflictReload')}
          </button>
        </div>
      </dialog>
    </>
  );
}
