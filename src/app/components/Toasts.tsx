import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { COPY_CONFIRMATION_MS, copyText } from '#app/browser/clipboard.ts';
import { CloseIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import {
  $toasts,
  dismissToast,
  holdToast,
  showToast,
  TOAST_Z_INDEX,
  type Toast,
  toastShown,
} from '#app/stores/toasts.ts';

/** The toast stack (spec section 9: stacking level 9999). Errors are announced assertively. */
export function Toasts() {
  const toasts = useStore($toasts);
  const t = useT();
  return (
    <section className="app-toasts" style={{ zIndex: TOAST_Z_INDEX }} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

/** One toast: its countdown runs once it is on screen and waits while pointed at or focused. */
function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  useEffect(() => toastShown(toast.id), [toast.id]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing the toast only pauses its countdown (its role is status or alert); its controls are the buttons inside
    <div
      className={`app-toast app-toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => holdToast(toast.id)}
      onPointerLeave={(event) => {
        if (!event.currentTarget.contains(document.activeElement)) toastShown(toast.id);
      }}
      onFocus={() => holdToast(toast.id)}
      onBlur={(event) => {
        const still = event.currentTarget.contains(event.relatedTarget as Node | null);
        if (!still && !event.currentTarget.matches(':hover')) toastShown(toast.id);
      }}
    >
      <span className="app-toast__message">
        {toast.message}
        {toast.link ? <ToastLink url={toast.link} /> : null}
        {toast.buyLink ? (
          <a href={toast.buyLink} className="app-toast__action" data-testid="toast-action">
            {t('toast.buyPlan')}
          </a>
        ) : null}
      </span>
      <button
        type="button"
        className="app-icon-button app-toast__close"
        aria-label={t('toast.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** A toast's link, opened in a new tab, with a copy button; a toast says how the copy went. */
function ToastLink({ url }: { url: string }) {
  const t = useT();
  return (
    <>
      <a href={url} target="_blank" rel="noopener" className="app-toast__link">
        {url}
      </a>
      <button
        type="button"
        className="app-toast__copy"
        onClick={() =>
          void copyText(url).then((result) =>
            result === 'copied'
              ? showToast('success', t('toast.copied'), COPY_CONFIRMATION_MS)
              : showToast('error', t('toast.copyFailed')),
          )
        }
      >
        {t('toast.copy')}
      </button>
    </>
  );
}
