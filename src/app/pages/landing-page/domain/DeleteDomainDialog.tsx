import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import type { DomainItem } from '#core/contracts/domain.ts';
import { deleteDomain } from './domain-api.ts';

/** Asks before deleting a domain; Cancel has the focus first, so Enter never deletes by accident. */
export function DeleteDomainDialog({
  domain,
  onClose,
  onDeleted,
}: {
  readonly domain: DomainItem;
  readonly onClose: () => void;
  readonly onDeleted: () => void;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => element?.close();
  }, []);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteDomain(domain.id);
      onDeleted();
    } catch {
      // Shown by the API client (e.g. pages still use the domain).
      setBusy(false);
    }
  };

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
        <button type="button" className="app-button dc-danger" disabled={busy} onClick={() => void confirm()}>
          {t('delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
