import { useId } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import type { ConsoleData } from '#app/pages/console/console-data.ts';
import type { PaidPlanId } from '#app/pay/plan-quote.ts';
import { planOf } from '#core/plans.ts';
import { formatTime } from '#core/time.ts';

type Props = {
  plan: ConsoleData['plan'];
  loading: boolean;
  /** Opens the purchase of a plan (the console's dialog). */
  onBuy: (plan: PaidPlanId) => void;
};

/**
 * The console's plan card: the plan in force, until when, what it includes (from the one
 * definition in src/core/plans.ts), a term that ended, and the buttons to renew or upgrade.
 */
export function PlanCard({ plan, loading, onBuy }: Props) {
  const t = useT();
  const ids = useId();
  const current = plan ? planOf(plan.id) : null;
  const upgrade: PaidPlanId | null = plan?.id === 'free' ? 'pro' : plan?.id === 'pro' ? 'business' : null;
  return (
    <section className="cs-block cs-plan" aria-labelledby={`${ids}-plan`} data-testid="plan-card">
      <div className="cs-block__head">
        <h2 id={`${ids}-plan`} className="cs-block__title">
          {t('plan')}
        </h2>
        <a href="/pricing">{t('seePlans')}</a>
      </div>
      {!plan || !current ? (
        loading ? (
          <div className="mc-skeleton-line mc-skeleton-line--short" />
        ) : (
          <p className="mc-muted" data-testid="console-plan">
            {t('unavailable')}
          </p>
        )
      ) : (
        <>
          <p className="cs-plan__name">
            <strong data-testid="console-plan">{t(`planName.${plan.id}`)}</strong>
            {plan.expireTime > 0 ? (
              <span className="mc-muted" data-testid="console-plan-until">
                {t('planUntil', { date: formatTime(plan.expireTime, 'YYYY-MM-DD') })}
              </span>
            ) : null}
          </p>
          {plan.ended ? (
            <div className="mc-alert" role="status" data-testid="console-plan-ended">
              <span>
                {t('planEnded', {
                  plan: t(`planName.${plan.ended}`),
                  date: formatTime(plan.endedTime, 'YYYY-MM-DD'),
                })}
              </span>
            </div>
          ) : null}
          <ul className="cs-plan__includes" data-testid="console-plan-includes">
            <li>
              {t(current.pages === 1 ? 'includes.pageOne' : 'includes.pageOther', { n: current.pages })}
            </li>
            <li>
              {current.domains === 0
                ? t('includes.noDomains')
                : t('includes.domains', { n: current.domains })}
            </li>
            <li>{t(current.pixels ? 'includes.pixels' : 'includes.noPixels')}</li>
            <li>{t(current.removeBranding ? 'includes.noBadge' : 'includes.badge')}</li>
          </ul>
          <div className="app-actions">
            {plan.ended ? (
              <button
                type="button"
                className="app-button app-button--primary"
                data-testid="console-plan-renew"
                onClick={() => plan.ended && onBuy(plan.ended)}
              >
                {t('renewPlan', { plan: t(`planName.${plan.ended}`) })}
              </button>
            ) : plan.id !== 'free' ? (
              <button
                type="button"
                className="app-button"
                data-testid="console-plan-renew"
                onClick={() => plan.id !== 'free' && onBuy(plan.id)}
              >
                {t('renewPlan', { plan: t(`planName.${plan.id}`) })}
              </button>
            ) : null}
            {upgrade ? (
              <button
                type="button"
                className={`app-button${plan.ended ? '' : ' app-button--primary'}`}
                data-testid="console-plan-upgrade"
                onClick={() => onBuy(upgrade)}
              >
                {t('upgradePlan', { plan: t(`planName.${upgrade}`) })}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
