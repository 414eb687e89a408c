import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { INSIGHT_RANGES, type InsightsData } from '#core/contracts/insights.ts';
import { insightsCalls } from './insights/insights-api.ts';
import { createInsightsScreen, insightsCsv, isEmpty, percent } from './insights/insights-screen.ts';
import { TimeSeriesChart } from './insights/TimeSeriesChart.tsx';
import '../../member-center/member-center.css';
import './insights/insights.css';
import { RetryAlert } from '#app/components/load-states.tsx';

const LISTS = ['channels', 'modules', 'sources', 'campaigns', 'platforms', 'devices', 'countries'] as const;

/**
 * Insights of one page (/landing-page/insights/:id): visits, unique visitors, chat clicks and
 * click-through rate for today (by hour) or the last 7, 30 or 90 days (by day), a chart, where
 * visitors came from and what they tapped, and a CSV of the figures. State and decisions:
 * insights/insights-screen.ts.
 */
export default function InsightsPage() {
  const t = useT();
  const { params } = useView();
  const id = params.id ?? '';
  const [screen] = useState(() => createInsightsScreen({ id, calls: insightsCalls }));
  const { range, load } = useStore(screen.$state);

  useEffect(() => {
    void screen.load();
    return screen.stop;
  }, [screen]);

  const names = useMemo(() => ({ views: t('views'), visitors: t('visitors'), clicks: t('clicks') }), [t]);

  const download = (data: InsightsData) => {
    const csv = insightsCsv(data, [
      t(range === 'today' ? 'csv.hour' : 'csv.day'),
      t('views'),
      t('visitors'),
      t('clicks'),
      t('chats'),
      t('contacts'),
      t('ctr'),
    ]);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
    link.download = `insights-${data.page.id}-${range}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const label = (list: (typeof LISTS)[number], key: string) => {
    if (list === 'channels' || list === 'platforms' || list === 'devices') {
      const text = t(`${list}.${key}`);
      return text === `${list}.${key}` ? key : text;
    }
    if (list === 'sources' && key === '(direct)') return t('direct');
    return key;
  };

  const heading = load.status === 'ready' ? t('titleOf', { name: load.data.page.name }) : t('title');
  return (
    <section className="mc-page in-page" aria-labelledby="insights-title">
      <div className="in-head">
        <div className="in-head__title">
          <a className="in-back" href="/landing-page/page/center">
            ← {t('back')}
          </a>
          <h1 id="insights-title" className="app-page-title" title={heading}>
            {heading}
          </h1>
        </div>
        <fieldset className="in-ranges">
          <legend className="app-visually-hidden">{t('rangeLabel')}</legend>
          {INSIGHT_RANGES.map((value) => (
            <label key={value} className={`in-range${value === range ? ' in-range--on' : ''}`}>
              <input
                type="radio"
                name="insights-range"
                value={value}
                checked={value === range}
                onChange={() => void screen.choose(value)}
              />
              {t(`range.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>

      {load.status === 'loading' ? (
        <div className="mc-card mc-loading" aria-busy="true">
          <div className="mc-skeleton-line" />
          <div className="mc-skeleton-block" />
        </div>
      ) : null}
      {load.status === 'error' ? (
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void screen.load()} />
      ) : null}
      {load.status === 'missing' ? (
        <div className="mc-alert" role="alert">
          {t('missing')}
        </div>
      ) : null}

      {load.status === 'ready' ? (
        <>
          <dl className="mc-stats in-totals" data-testid="insights-totals">
            {(
              [
                ['views', load.data.totals.views],
                ['visitors', load.data.totals.visitors],
                ['chats', load.data.totals.chats],
                ['ctr', percent(load.data.totals)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="mc-stat" data-testid={`insights-${key}`}>
                <dt className="mc-stat__label">{t(key)}</dt>
                <dd className="mc-stat__value">{value}</dd>
              </div>
            ))}
          </dl>

          {isEmpty(load.data) ? (
            <div className="mc-card in-empty" data-testid="insights-empty">
              <h2>{t('empty.title')}</h2>
              <ol>
                <li>{t('empty.publish')}</li>
                <li>{t('empty.ads')}</li>
                <li>{t('empty.utm')}</li>
                <li>{t('empty.share')}</li>
              </ol>
              <p className="mc-muted">{t('empty.privacy')}</p>
            </div>
          ) : (
            <>
              <div className="mc-card in-card">
                <div className="in-card__head">
                  <h2>{t(range === 'today' ? 'seriesToday' : 'seriesDays')}</h2>
                  <button type="button" className="app-button" onClick={() => download(load.data)}>
                    {t('csv.export')}
                  </button>
                </div>
                <TimeSeriesChart data={load.data} names={names} label={t('chartLabel')} />
                <details className="in-table">
                  <summary>{t('asTable')}</summary>
                  <table className="mc-table">
                    <thead>
                      <tr>
                        <th scope="col">{t(range === 'today' ? 'csv.hour' : 'csv.day')}</th>
                        <th scope="col">{t('views')}</th>
                        {range === 'today' ? null : <th scope="col">{t('visitors')}</th>}
                        <th scope="col">{t('clicks')}</th>
                        <th scope="col">{t('chats')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {load.data.series.map((point) => (
                        <tr key={point.label}>
                          <th scope="row">{point.label}</th>
                          <td className="mc-num">{point.views}</td>
                          {range === 'today' ? null : <td className="mc-num">{point.visitors}</td>}
                          <td className="mc-num">{point.clicks}</td>
                          <td className="mc-num">{point.chats}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </div>
              <div className="in-lists">
                {LISTS.map((list) => {
                  const rows = load.data[list];
                  const top = rows[0]?.count ?? 0;
                  return (
                    <section key={list} className="mc-card in-list" data-testid={`insights-${list}`}>
                      <h2>{t(`list.${list}`)}</h2>
                      {rows.length === 0 ? (
                        <p className="mc-muted">{t('list.none')}</p>
                      ) : (
                        <ul>
                          {rows.map((row) => (
                            <li
                              key={row.key}
                              style={{ '--in-share': `${(row.count / Math.max(1, top)) * 100}%` } as never}
                            >
                              <span className="in-list__name">{label(list, row.key)}</span>
                              <span className="in-list__count">{row.count}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  );
                })}
              </div>
              <p className="mc-muted in-note">{t('note')}</p>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
