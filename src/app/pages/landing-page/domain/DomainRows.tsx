import { useT } from '#app/i18n/use-t.tsx';
import type { DomainItem } from '#core/contracts/domain.ts';
import { formatTime } from '#core/time.ts';
import { daysLeft } from './domain-list.ts';
import { TxtRecord } from './TxtRecord.tsx';

/** Certificates ending within this many days are flagged. */
const RENEW_SOON_DAYS = 30;

function VerificationState({ domain }: { readonly domain: DomainItem }) {
  const t = useT();
  if (domain.verified) return <span className="dc-state dc-state--ok">{t('state.verified')}</span>;
  const never = domain.last_check_at === 0;
  return (
    <span className="dc-state-group">
      <span className={`dc-state ${never ? '' : 'dc-state--pending'}`}>
        {t(never ? 'state.never' : 'state.pending')}
      </span>
      {domain.last_check_result && domain.last_check_result !== 'verified' ? (
        <span className="dc-state__why">{t(`result.${domain.last_check_result}`)}</span>
      ) : null}
    </span>
  );
}

function CertificateState({ domain, nowMs }: { readonly domain: DomainItem; readonly nowMs: number }) {
  const t = useT();
  const { cert } = domain;
  if (!cert) return <span className="mc-muted">{t('cert.none')}</span>;
  const date = formatTime(cert.not_after, 'YYYY-MM-DD');
  const days = daysLeft(cert.not_after, nowMs);
  const covers = t('cert.covers', { names: (cert.sans.length > 0 ? cert.sans : [cert.subject]).join(', ') });
  if (days < 0)
    return (
      <span className="dc-cert dc-cert--bad" title={covers}>
        {t('cert.expired', { date })}
      </span>
    );
  return (
    <span className="dc-cert" title={covers}>
      <span>{t('cert.expires', { date })}</span>
      <span className={days <= RENEW_SOON_DAYS ? 'dc-cert--warn' : 'mc-muted'}>
        {days <= RENEW_SOON_DAYS ? t('cert.soon', { days }) : t('cert.daysLeft', { days })}
      </span>
    </span>
  );
}

/**
 * The domains as a table on wide screens; on phones each row becomes a card (CSS), every cell
 * labelled by its column through data-label.
 */
export function DomainRows({
  rows,
  busyId,
  nowMs,
  onVerify,
  onEdit,
  onDelete,
}: {
  readonly rows: readonly DomainItem[];
  readonly busyId: string;
  readonly nowMs: number;
  readonly onVerify: (domain: DomainItem) => void;
  readonly onEdit: (domain: DomainItem) => void;
  readonly onDelete: (domain: DomainItem) => void;
}) {
  const t = useT();
  const label = (action: string, domain: DomainItem) =>
    t('action.rowLabel', { action: t(action), name: domain.display_name });
  return (
    <table className="mc-table dc-table">
      <thead>
        <tr>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.region')}</th>
          <th scope="col">{t('col.type')}</th>
          <th scope="col">{t('col.state')}</th>
          <th scope="col">{t('col.cert')}</th>
          <th scope="col">{t('col.lastCheck')}</th>
          <th scope="col">{t('col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((domain) => (
          <tr key={domain.id} data-testid="domain-row" data-domain={domain.name}>
            <th scope="row" className="dc-name" data-label={t('col.name')}>
              <span>
                <span className="dc-name__main">{domain.display_name}</span>
                {domain.display_name !== domain.name ? (
                  <span className="dc-name__ascii">{domain.name}</span>
                ) : null}
                <TxtRecord domain={domain} />
              </span>
            </th>
            <td data-label={t('col.region')}>{t(`region.${domain.region}`)}</td>
            <td data-label={t('col.type')}>
              <span className="app-badge">{t(`type.${domain.type}`)}</span>
            </td>
            <td data-label={t('col.state')}>
              <VerificationState domain={domain} />
            </td>
            <td data-label={t('col.cert')}>
              <CertificateState domain={domain} nowMs={nowMs} />
            </td>
            <td data-label={t('col.lastCheck')}>
              {domain.last_check_at ? formatTime(domain.last_check_at) : t('lastCheck.never')}
            </td>
            <td data-label={t('col.actions')}>
              <div className="dc-actions">
                <button
                  type="button"
                  className="app-button app-button--primary"
                  aria-label={label('action.verify', domain)}
                  disabled={busyId === domain.id}
                  onClick={() => onVerify(domain)}
                >
                  {busyId === domain.id ? t('action.verifying') : t('action.verify')}
                </button>
                <button
                  type="button"
                  className="app-button"
                  aria-label={label('action.edit', domain)}
                  onClick={() => onEdit(domain)}
                >
                  {t('action.edit')}
                </button>
                <button
                  type="button"
                  className="app-button dc-danger"
                  aria-label={label('action.delete', domain)}
                  onClick={() => onDelete(domain)}
                >
                  {t('action.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
