import { useStore } from '@nanostores/react';
import { CloseIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $toasts, dismissToast, TOAST_Z_INDEX } from '#app/stores/toasts.ts';

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
          <span className="app-toast__message">{toast.message}</span>
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
