import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { RetryAlert } from '#app/components/load-states.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { Avatar } from '#app/member-center/Avatar.tsx';
import { fetchOverview } from '#app/member-center/account-api.ts';
import { signedAmount } from '#app/member-center/LedgerLog.tsx';
import { useNow } from '#app/member-center/use-now.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { takeOverview, takeReadyOverview } from '#app/router/route-data.ts';
import { $lang } from '#app/stores/lang.ts';
import { $userInfo, setUserInfo } from '#app/stores/user-info.ts';
import type { OverviewData } from '#core/contracts/account.ts';
import type { PayAccountData } from '#core/contracts/pay.ts';
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
  // The figures the navigation started (route-data.ts), when their answer is already in: shown in
  // the first render.
  const [first] = useState(takeReadyOverview);
  const [load, setLoad] = useState<Load>(
    first ? { status: 'ready', data: first.data } : { status: 'loading' },
  );
  const account = useStore($payAccount);
  const user = useStore($userInfo);

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

  if (load.status === 'error') {
    return (
      <section key="error" className="mc-page" aria-labelledby="page-title">
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={fetchData} />
      </section>
    );
  }

  // Who is greeted is known from the start-up data (the session's refresh carries it), so the
  // greeting does not wait for the figures: the hero shows at once and stays where it is; the
  // figures then replace their placeholders below it (nothing on screen moves: CLS 0). The
  // figures show together with the plan of the pay account (both were asked for together).
  const figures =
    load.status === 'ready' && !(account.status === 'loading' && !account.data) ? load.data : null;
  const who = load.status === 'ready' ? load.data : user.username ? user : null;
  const name = who ? who.nickname || who.username : '';
  return (
    <section
      key="overview"
      className="mc-page"
      aria-busy={figures ? undefined : true}
      aria-labelledby="page-title"
    >
      {who ? (
        <div className="mc-hero">
          <Avatar src={who.avatar} name={name} alt={t('avatarOf', { name })} />
          <div className="mc-grow">
            <h1 id="page-title" className="mc-greeting">
              {greeting(now, lang, name)}
            </h1>
            <p className="mc-muted">@{who.username}</p>
          </div>
          <a className="app-button" href="/user/account/profile">
            {t('editProfile')}
          </a>
        </div>
      ) : (
        <>
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
        </>
      )}
      {figures ? <Figures data={figures} account={account.data} /> : <FiguresLoading />}
    </section>
  );
}

/** The figures' placeholders, in the place the figures take. */
function FiguresLoading() {
  return (
    <div className="mc-stats">
      {[1, 2, 3, 4].map((key) => (
        <div key={key} className="mc-stat mc-loading">
          <div className="mc-skeleton-line mc-skeleton-line--short" />
          <div className="mc-skeleton-line" />
        </div>
      ))}
    </div>
  );
}

/** Balance, score, plan, last login, join time and the last seven days. */
function Figures({
  data,
  account,
}: {
  readonly data: OverviewData;
  readonly account: PayAccountData | null;
}) {
  const t = useT();
  const quiet = data.seven_days.every((day) => day.score === 0 && /^-?0\.00$/.test(day.balance));
  return (
    <>
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
            {account ? t(`planName.${account.plan}`) : '—'}
          </strong>
          {account && account.plan_expire_time > 0 ? (
            <span className="mc-stat__detail">
              {t('planUntil', { date: formatTime(account.plan_expire_time, 'YYYY-MM-DD') })}
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
    </>
  );
}
