import { Fragment, lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useAuth } from '#app/components/auth/Auth.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { type ConsoleData, loadConsole } from '#app/pages/console/console-data.ts';
import { builderPath } from '#app/pages/landing-page/page/page-api.ts';
import { fetchPayAccount } from '#app/pay/pay-api.ts';
import { isPaidPlan, type PaidPlanId } from '#app/pay/plan-quote.ts';
import { useView } from '#app/router/view-context.tsx';
import { formatTime } from '#core/time.ts';
import { PlanCard } from './console/PlanCard.tsx';
import '../member-center/member-center.css';
import '../pay/pay.css';
import './landing-page/page/page-centre.css';
import './console/console.css';

// Opened only to buy a plan: the dialog (and the pay contracts it validates with) loads then.
const BuyPlanDialog = lazy(() =>
  import('#app/pay/BuyPlanDialog.tsx').then((module) => ({ default: module.BuyPlanDialog })),
);

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ConsoleData };

/**
 * The console: the member's home after login, with pages, domains, balance and plan at a glance
 * and quick actions. The pricing page's plan buttons lead here (?buy=pro) to buy the plan.
 */
export default function ConsolePage() {
  const t = useT();
  const ids = useId();
  const view = useView();
  const canAddPage = useAuth('/landing-page/page/center', 'add');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [buying, setBuying] = useState<PaidPlanId | null>(() =>
    isPaidPlan(view.search.buy) ? view.search.buy : null,
  );

  const fetchData = useCallback(() => {
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadConsole({ account: () => fetchPayAccount({ quiet: true }).then(({ data }) => data) })
      .then((data) => setLoad({ status: 'ready', data }))
      .catch(() => setLoad({ status: 'error' }));
  }, []);
  useEffect(fetchData, [fetchData]);

  // The purchase asked for by the URL opens once: a reload after closing it does not reopen it.
  useEffect(() => {
    if (view.search.buy !== undefined) window.history.replaceState(window.history.state, '', view.path);
  }, [view]);

  const data = load.status === 'ready' ? load.data : null;
  const last = data?.recent[0];
  const figure = (value: number | string | null | undefined) =>
    value === null || value === undefined ? t('unavailable') : String(value);

  return (
    <section
      className="pc-page cs-page"
      aria-labelledby={`${ids}-title`}
      aria-busy={load.status === 'loading'}
    >
      <div className="pc-head">
        <div>
          <h1 id={`${ids}-title`} className="app-page-title">
            {t('title')}
          </h1>
          <p className="mc-muted pc-intro">{t('intro')}</p>
        </div>
      </div>

      {load.status === 'error' ? (
        <div className="mc-alert" role="alert">
          <span>{t('loadFailed')}</span>
          <button type="button" className="app-button" onClick={fetchData}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {/* Placeholders and figures are different elements (the key): when the figures arrive no
          element on screen moves, it is replaced (CLS 0). */}
      <Fragment key={load.status === 'loading' ? 'loading' : 'shown'}>
        <div className="cs-stats">
          <a className="cs-stat" href="/landing-page/page/center">
            <span className="cs-stat__label">{t('pages')}</span>
            <strong className="cs-stat__value" data-testid="console-pages">
              {data ? data.pages.total : <span className="mc-skeleton-line mc-skeleton-line--short" />}
            </strong>
            <span className="cs-stat__detail">
              {data ? (
                <>
                  <span data-testid="console-drafts">
                    {t('draft')} {figure(data.pages.draft)}
                  </span>
                  <span data-testid="console-published">
                    {t('published')} {figure(data.pages.published)}
                  </span>
                  <span data-testid="console-changed">
                    {t('changed')} {figure(data.pages.changed)}
                  </span>
                </>
              ) : null}
            </span>
          </a>
          <a className="cs-stat" href="/landing-page/domain/center">
            <span className="cs-stat__label">{t('domains')}</span>
            <strong className="cs-stat__value" data-testid="console-domains">
              {data ? figure(data.domains) : <span className="mc-skeleton-line mc-skeleton-line--short" />}
            </strong>
            <span className="cs-stat__detail">{t('manageDomains')}</span>
          </a>
          <div className="cs-stat">
            <span className="cs-stat__label">{t('balance')}</span>
            <strong className="cs-stat__value" data-testid="console-balance">
              {data ? figure(data.balance) : <span className="mc-skeleton-line mc-skeleton-line--short" />}
            </strong>
            <span className="cs-stat__detail">
              <a href="/user/finance/recharge">{t('recharge')}</a>
            </span>
          </div>
        </div>

        <PlanCard plan={data?.plan ?? null} loading={load.status === 'loading'} onBuy={setBuying} />

        <section className="cs-block" aria-labelledby={`${ids}-actions`}>
          <h2 id={`${ids}-actions`} className="cs-block__title">
            {t('quickActions')}
          </h2>
          <div className="app-actions cs-actions">
            {canAddPage ? (
              <a className="app-button app-button--primary" href="/landing-page/page/center?add=1">
                + {t('newPage')}
              </a>
            ) : null}
            <a className="app-button" href="/landing-page/domain/center">
              + {t('newDomain')}
            </a>
            {last ? (
              <a
                className="app-button"
                href={builderPath(last.id)}
                aria-label={t('openBuilderOf', { name: last.name })}
                data-testid="console-open-builder"
              >
                {t('openBuilder')}
              </a>
            ) : null}
          </div>
        </section>

        <section className="cs-block" aria-labelledby={`${ids}-recent`}>
          <div className="cs-block__head">
            <h2 id={`${ids}-recent`} className="cs-block__title">
              {t('recent')}
            </h2>
            <a href="/landing-page/page/center">{t('allPages')}</a>
          </div>
          {load.status === 'loading' ? (
            <div className="mc-loading">
              <div className="mc-skeleton-line" />
              <div className="mc-skeleton-line mc-skeleton-line--short" />
            </div>
          ) : null}
          {data && data.recent.length === 0 ? <p className="mc-muted">{t('noPages')}</p> : null}
          {data && data.recent.length > 0 ? (
            <ul className="cs-recent" data-testid="console-recent">
              {data.recent.map((row) => (
                <li key={row.id} className="cs-recent__row">
                  <a href={builderPath(row.id)} className="cs-recent__name">
                    {row.name}
                  </a>
                  <span className={`pc-state pc-state--${row.state}`}>{t(`state.${row.state}`)}</span>
                  <span className="mc-muted cs-recent__time">
                    {t('lastEdit', { time: formatTime(row.updated_at) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </Fragment>
      {buying ? (
        <Suspense fallback={null}>
          <BuyPlanDialog
            plan={buying}
            onClose={() => setBuying(null)}
            onBought={() => {
              setBuying(null);
              fetchData();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
