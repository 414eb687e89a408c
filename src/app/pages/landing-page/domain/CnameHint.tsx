import { copyText } from '#app/browser/clipboard.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { showToast } from '#app/stores/toasts.ts';

/**
 * The DNS instruction with the platform host to point CNAME records at, and a copy button. While
 * the host is not in yet (`target` empty: the list's first answer brings it), the hint stands in
 * its place with the host's line waiting, so the list below does not move when it comes.
 */
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
      <p className="dc-hint__text">{t('hint.text')}</p>
      <div className="dc-hint__target" aria-busy={target ? undefined : true}>
        {target ? (
          <code data-testid="cname-target">{target}</code>
        ) : (
          <code aria-hidden="true">
            <span className="mc-wait mc-wait--long">{'\u00a0'}</span>
          </code>
        )}
        <button
          type="button"
          className="app-button"
          aria-label={target ? t('hint.copyLabel', { target }) : undefined}
          disabled={!target}
          onClick={() => void copy()}
        >
          {t('hint.copy')}
        </button>
      </div>
    </section>
  );
}
