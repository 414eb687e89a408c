import { useStore } from '@nanostores/react';
import { COPY_CONFIRMATION_MS, copyText } from '#app/browser/clipboard.ts';
import { CloseIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $toasts, dismissToast, showToast, TOAST_Z_INDEX } from '#app/stores/toasts.ts';

/** The toast stack (spec section 9: stacking level 9999). Errors are announced assertively. */
export function Toasts() {
  const toasts = useStore($toasts);
  const t = useT();
  return (
    <section className="app-toasts" style={{ zIndex: TOAST_Z_INDEX }} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`app-toast app-toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
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
      ))}
    </section>
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
