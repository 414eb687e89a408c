import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { fetchLog, type LogKind } from '#app/member-center/account-api.ts';
import { createLogPager, pageCount } from '#app/member-center/log-pager.ts';
import { formatTime } from '#core/time.ts';

/** An amount with its direction: "+1.50", "-3.00", "0.00"; points alike. */
export function signedAmount(amount: string | number): string {
  const text = String(amount);
  return text.startsWith('-') || /^0+(\.0+)?$/.test(text) ? text : `+${text}`;
}

/**
 * A member's balance or score log: newest first, paged, with time, change, before/after and
 * note; a table on wide screens and stacked cards on phones; loading, empty and error states.
 * `summary` shows above the log (the pay centre's balance or score card).
 */
export function LedgerLog({ kind, summary }: { readonly kind: LogKind; readonly summary?: ReactNode }) {
  const t = useT();
  const [pager] = useState(() =>
    createLogPager((query) => fetchLog(kind, query).then((answer) => answer.data)),
  );
  const state = useStore(pager.$state);
  useEffect(() => {
    void pager.load(1);
  }, [pager]);
  const pages = pageCount(state.total, state.limit);
  const firstLoad = state.status === 'loading' && state.rows.length === 0;

  return (
    <section className="mc-page" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      {summary}
      {state.status === 'error' ? (
        <RetryAlert
          message={t('log.loadFailed')}
          retryLabel={t('log.retry')}
          onRetry={() => void pager.retry()}
        />
      ) : null}
      {firstLoad ? <LoadingCard label={t('log.loading')} /> : null}
      {state.status === 'ready' && state.total === 0 ? (
        <div className="mc-card mc-empty">
          <p>{t('empty')}</p>
        </div>
      ) : null}
      {state.rows.length > 0 ? (
        <div className="mc-card mc-card--flush" aria-busy={state.status === 'loading'}>
          <table className="mc-table mc-table--log">
            <thead>
              <tr>
                <th scope="col">{t('log.time')}</th>
                <th scope="col" className="mc-num">
                  {t('log.amount')}
                </th>
                <th scope="col" className="mc-num">
                  {t('log.before')}
                </th>
                <th scope="col" className="mc-num">
                  {t('log.after')}
                </th>
                <th scope="col">{t('log.memo')}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('log.time')}>{formatTime(row.create_time)}</td>
                  <td
                    data-label={t('log.amount')}
                    className={`mc-num ${String(row.amount).startsWith('-') ? 'mc-minus' : 'mc-plus'}`}
                  >
                    {signedAmount(row.amount)}
                  </td>
                  <td data-label={t('log.before')} className="mc-num">
                    {row.before}
                  </td>
                  <td data-label={t('log.after')} className="mc-num">
                    {row.after}
                  </td>
                  <td data-label={t('log.memo')}>{row.memo || t('log.noMemo')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {state.total > 0 ? (
        <nav className="mc-pager" aria-label={t('log.pagination')}>
          <button
            type="button"
            className="app-button"
            disabled={state.page <= 1 || state.status === 'loading'}
            onClick={() => void pager.previous()}
          >
            {t('log.previous')}
          </button>
          <span className="mc-pager__status" aria-live="polite">
            {t('log.pageOf', { page: state.page, pages })} · {t('log.total', { total: state.total })}
          </span>
          <button
            type="button"
            className="app-button"
            disabled={!state.nextCursor || state.status === 'loading'}
            onClick={() => void pager.next()}
          >
            {t('log.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
