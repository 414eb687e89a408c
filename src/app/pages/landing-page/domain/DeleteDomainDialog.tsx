import { useEffect, useId, useRef } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import type { DomainItem } from '#core/contracts/domain.ts';

/** Asks before deleting a domain; Cancel has the focus first, so Enter never deletes by accident. */
export function DeleteDomainDialog({
  domain,
  busy,
  onClose,
  onConfirm,
}: {
  readonly domain: DomainItem;
  /** The delete is under way (domain-centre.ts runs it). */
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="mc-dialog"
      role="alertdialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${ids}-title`} className="mc-dialog__title">
        {t('delete.title')}
      </h2>
      <p id={`${ids}-text`}>{t('delete.text', { name: domain.display_name })}</p>
      <div className="app-actions mc-dialog__actions">
        <button ref={cancel} type="button" className="app-button" onClick={onClose}>
          {t('delete.cancel')}
        </button>
        <button type="button" className="app-button dc-danger" disabled={busy} onClick={onConfirm}>
          {t('delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
