import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The member centre's confirmation before destroying work (delete a page, a domain): a native
 * modal whose cancel button has the focus first, so Enter never destroys by accident.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
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
      className="mc-dialog mc-confirm"
      role="alertdialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${ids}-title`} className="mc-dialog__title">
        {title}
      </h2>
      <div id={`${ids}-text`} className="mc-confirm__text">
        {children}
      </div>
      <div className="app-actions mc-dialog__actions">
        <button ref={cancel} type="button" className="app-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="app-button mc-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
