import { copyText } from '#app/browser/clipboard.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { showToast } from '#app/stores/toasts.ts';
import type { DomainItem } from '#core/contracts/domain.ts';
import { formatTime } from '#core/time.ts';

function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useT();
  const copy = async () => {
    const outcome = await copyText(value);
    if (outcome === 'copied') showToast('success', t('copy.success'));
    else showToast('error', t(outcome === 'failed' ? 'copy.failed' : 'copy.unsupported'));
  };
  return (
    <span className="dc-txt__field">
      <span className="dc-txt__label">{label}</span>
      <code>{value}</code>
      <button
        type="button"
        className="app-button dc-txt__copy"
        aria-label={copyLabel}
        onClick={() => void copy()}
      >
        {t('hint.copy')}
      </button>
    </span>
  );
}

/**
 * The domain's ownership TXT record (name and value, each with a copy button), shown in its row:
 * it must exist with the CNAME to verify, and stay (the daily re-check looks for it). An
 * unverified domain also says when its name is released.
 */
export function TxtRecord({ domain }: { readonly domain: DomainItem }) {
  const t = useT();
  if (!domain.txt_value) return null;
  return (
    <span className="dc-txt" data-testid="txt-record">
      <span className="dc-txt__title">{t('txt.title')}</span>
      <CopyField
        label={t('txt.name')}
        value={domain.txt_name}
        copyLabel={t('txt.copyName', { value: domain.txt_name })}
      />
      <CopyField
        label={t('txt.value')}
        value={domain.txt_value}
        copyLabel={t('txt.copyValue', { value: domain.txt_value })}
      />
      {!domain.verified && domain.expires_at > 0 ? (
        <span className="dc-txt__expires">
          {t('txt.expires', { date: formatTime(domain.expires_at, 'YYYY-MM-DD HH:mm') })}
        </span>
      ) : null}
    </span>
  );
}
