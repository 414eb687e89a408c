import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { $confirm } from '#app/builder/confirm.ts';
import { useT } from '#app/i18n/use-t.tsx';

/** The builder's confirmation dialog (a native modal: focus trap, Escape, inert page behind). */
export function ConfirmDialog() {
  const request = useStore($confirm);
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (request && element && !element.open) element.showModal();
    if (!request && element?.open) element.close();
  }, [request]);

  return (
    <dialog
      ref={dialog}
      className="lpb-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      onCancel={(event) => {
        event.preventDefault();
        request?.resolve(false);
      }}
    >
      {request ? (
        <>
          <h2 id={`${ids}-title`} className="lpb-dialog__title">
            {request.title}
          </h2>
          <p id={`${ids}-text`}>{request.message}</p>
          <div className="lpb-dialog__actions">
            <button type="button" className="app-button" onClick={() => request.resolve(false)}>
              {request.cancelLabel ?? t('cancel')}
            </button>
            <button
              type="button"
              className={`app-button app-button--primary${request.danger ? ' lpb-button--danger' : ''}`}
              onClick={() => request.resolve(true)}
            >
              {request.confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
