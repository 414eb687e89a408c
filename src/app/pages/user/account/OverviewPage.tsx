import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { Avatar } from '#app/member-center/Avatar.tsx';
import { fetchOverview } from '#app/member-center/account-api.ts';
import { signedAmount } from '#app/member-center/LedgerLog.tsx';
import { useNow } from '#app/member-center/use-now.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { takeOverview, takeReadyOverview } from '#app/router/route-data.ts';
import { $lang } from '#app/stores/lang.ts';
import { setUserInfo } from '#app/stores/user-info.ts';
import type { OverviewData } from '#core/contracts/account.ts';
import { greeting } from '#core/greeting.ts';
import { formatTime } from '#core/time.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: OverviewData };

/** The member's figures the overview shows, kept in the user info (spec section 3 fields). */
function rememberFigures(data: OverviewData): void {
  const {
    nickname,
    avatar,
    balance,
    balance_money,
    money,
    score,
    last_login_time,
    last_login_ip,
    join_time,
  } = data;
  setUserInfo({
    nickname,
    avatar,
    balance,
    balance_money,
    money,
    score,
    last_login_time,
    last_login_ip,
    join_time,
  });
}

/** Account overview: greeting by the local time, avatar, balance, score, last login, join time, 7-day figures. */
export default function OverviewPage() {
  const t = useT();
  const lang = useStore($lang);
  const now = useNow();
  // The navigation waited for the route's data (route-data.ts): the figures show in the first render.
  const [first] = useState(takeReadyOverview);
  const [load, setLoad] = useState<Load>(
    first ? { status: 'ready', data: first.data } : { status: 'loading' },
  );
  const account = useStore($payAccount);

  const fetchData = useCallback(() => {
    setLoad({ status: 'loading' });
    // The navigation started both calls with the page's chunk (route-data.ts); a retry calls again.
    const started = takeOverview();
    if (!started) void loadPayAccount({ quiet: true });
    (started ?? fetchOverview())
      .then(({ data }) => {
        setLoad({ status: 'ready', data });
        rememberFigures(data);
      })
      .catch(() => setLoad({ status: 'error' }));
  }, []);
  useEffect(() => {
    if (first) rememberFigures(first.data);
    else fetchData();
  }, [first, fetchData]);

  // The figures show at once, with the plan of the pay account (both were asked for together), so
  // nothing on screen moves when the second answer arrives (CLS 0). Each state is a new section
  // (its own key): no element of the placeholder stays on screen to be shifted.
  if (load.status === 'loading' || (account.status === 'loading' && !account.data)) {
    return (
      <section key="loading" className="mc-page" aria-busy="true" aria-labelledby="page-title">
        <h1 id="page-title" className="app-visually-hidden">
          {t('title')}
        </h1>
        <div className="mc-hero mc-loading">
          <span className="mc-avatar mc-skeleton-block" />
          <div className="mc-grow">
            <div className="mc-skeleton-line" />
            <div className="mc-skeleton-line mc-skeleton-line--short" />
          </div>
        </div>
        <div className="mc-stats">
          {[1, 2, 3, 4].map((key) => (
            <div key={key} className="mc-stat mc-loading">
              <div className="mc-skeleton-line mc-skeleton-line--short" />
              <div className="mc-skeleton-line" />
            </div>
          ))}
        </div>
      </section>
    );
  }
  if (load.status === 'error') {
    return (
      <section key="error" className="mc-page" aria-labelledby="page-title">
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        <div className="mc-alert" role="alert">
          <span>{t('loadFailed')}</span>
          <button type="button" className="app-button" onClick={fetchData}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  }

  const { data } = load;
  const name = data.nickname || data.username;
  const quiet = data.seven_days.every((day) => day.score === 0 && /^-?0\.00$/.test(day.balance));
  return (
    <section key="ready" className="mc-page" aria-labelledby="page-title">
      <div className="mc-hero">
        <Avatar src={data.avatar} name={name} alt={t('avatarOf', { name })} />
        <div className="mc-grow">
          <h1 id="page-title" className="mc-greeting">
            {greeting(now, lang, name)}
          </h1>
          <p className="mc-muted">@{data.username}</p>
        </div>
        <a className="app-button" href="/user/account/profile">
          {t('editProfile')}
        </a>
      </div>

      <div className="mc-stats">
        <div className="mc-stat">
          <span className="mc-stat__label">{t('balance')}</span>
          <strong className="mc-stat__value" data-testid="overview-balance">
            {data.money}
          </strong>
          <span className="mc-stat__detail">
            {t('balanceDetail', { balance: data.balance, balanceMoney: data.balance_money })}
          </span>
          <span className="mc-stat__links">
            <a href="/user/finance/recharge">{t('recharge')}</a>
            <a href="/user/account/balance">{t('viewLog')}</a>
          </span>
        </div>
        <div className="mc-stat">
          <span className="mc-stat__label">{t('score')}</span>
          <strong className="mc-stat__value" data-testid="overview-score">
            {data.score}
          </strong>
          <span className="mc-stat__links">
            <a href="/user/account/integral">{t('viewLog')}</a>
          </span>
        </div>
        <div className="mc-stat">
          <span className="mc-stat__label">{t('plan')}</span>
          <strong className="mc-stat__value mc-stat__value--small" data-testid="overview-plan">
            {account.data ? t(`planName.${account.data.plan}`) : '—'}
          </strong>
          {account.data && account.data.plan_expire_time > 0 ? (
            <span className="mc-stat__detail">
              {t('planUntil', { date: formatTime(account.data.plan_expire_time, 'YYYY-MM-DD') })}
            </span>
          ) : null}
          <span className="mc-stat__links">
            <a href="/pricing">{t('seePlans')}</a>
          </span>
        </div>
        <div className="mc-stat">
          <span className="mc-stat__label">{t('lastLogin')}</span>
          <strong className="mc-stat__value mc-stat__value--small">
            {data.last_login_time ? formatTime(data.last_login_time, 'YYYY-MM-DD HH:mm') : '—'}
          </strong>
          <span className="mc-stat__detail">
            {data.last_login_time ? data.last_login_ip : t('firstLogin')}
          </span>
        </div>
        <div className="mc-stat">
          <span className="mc-stat__label">{t('joined')}</span>
          <strong className="mc-stat__value mc-stat__value--small">
            {formatTime(data.join_time, 'YYYY-MM-DD')}
          </strong>
        </div>
      </div>

      <section className="mc-card" aria-labelledby="seven-days">
        <h2 id="seven-days" className="mc-card__title">
          {t('sevenDays')}
        </h2>
        {quiet ? <p className="mc-muted">{t('quiet')}</p> : null}
        <table className="mc-table mc-table--days">
          <caption className="app-visually-hidden">{t('sevenDaysCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col" className="mc-num">
                {t('balanceChange')}
              </th>
              <th scope="col" className="mc-num">
                {t('scoreChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.seven_days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date.slice(5)}</th>
                <td className="mc-num">{signedAmount(day.balance)}</td>
                <td className="mc-num">{signedAmount(day.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
