import { copyText } from '#app/browser/clipboard.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { showToast } from '#app/stores/toasts.ts';

/** The DNS instruction with the platform host to point CNAME records at, and a copy button. */
export function CnameHint({ target }: { readonly target: string }) {
  const t = useT();
  const copy = async () => {
    const outcome = await copyText(target);
    if (outcome === 'copied') showToast('success', t('copy.success'));
    else showToast('error', t(outcome === 'failed' ? 'copy.failed' : 'copy.unsupported'));
  };
  return (
    <section className="dc-hint" aria-labelledby="dc-hint-title">
      <h2 id="dc-hint-title" className="dc-hint__title">
        {t('hint.title')}
      </h2>
      <p className="dc-hint__text">{t('hint.text', { target })}</p>
      <div className="dc-hint__target">
        <code data-testid="cname-target">{target}</code>
        <button
          type="button"
          className="app-button"
          aria-label={t('hint.copyLabel', { target })}
          onClick={() => void copy()}
        >
          {t('hint.copy')}
        </button>
      </div>
    </section>
  );
}
