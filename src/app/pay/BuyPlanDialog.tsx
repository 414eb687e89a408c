import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiCodeError } from '#app/api/errors.ts';
import { applyPlanToPages } from '#app/api/publish.ts';
import { RetryAlert } from '#app/components/load-states.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { buyPlan } from '#app/pay/pay-api.ts';
import { payFailure, refusalErrors } from '#app/pay/pay-refusals.ts';
import { type PaidPlanId, planQuote } from '#app/pay/plan-quote.ts';
import type { BuyPlanData } from '#core/contracts/pay.ts';
import { type PlanId, planEnd } from '#core/plans.ts';
import { formatTime } from '#core/time.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

const MONTHS = [1, 3, 6, 12] as const;

/** A fresh idempotency key for one purchase attempt. */
const newRequestId = () => crypto.randomUUID();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Buying a plan from the balance, as a modal dialog: the price and the balance, the pay password
 * unless quick pay is on, and a way to recharge when the balance is short. One purchase attempt
 * keeps one request id until its answer is final: after a lost answer or a "pending" one the same
 * id is sent again (the server applies it at most once); only a final refusal starts a new one.
 */
export function BuyPlanDialog({
  plan,
  onClose,
  onBought,
}: {
  readonly plan: PaidPlanId;
  readonly onClose: () => void;
  readonly onBought: (data: BuyPlanData) => void;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const account = useStore($payAccount);
  const [months, setMonths] = useState<number>(1);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    void loadPayAccount();
    return () => element?.close();
  }, []);

  const data = account.data;
  const loaded = data !== null;
  // The first control takes the focus once the figures are there (the dialog had it while loading).
  useEffect(() => {
    if (loaded) document.getElementById(`${ids}-months`)?.focus();
  }, [loaded, ids]);
  const quote = data ? planQuote(plan, months, data.balance) : null;
  const needsPassword = data ? !data.quick_pay : true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || !quote || quote.short) return;
    if (needsPassword && !/^\d{6}$/.test(password)) {
      setErrors({ pay_password: t('buy.passwordRule') });
      document.getElementById(`${ids}-password`)?.focus();
      return;
    }
    setErrors({});
    setRefusal('');
    setBusy(true);
    const body = { plan, months, pay_password: needsPassword ? password : '', request_id: requestId };
    try {
      // "Pending": the server could not decide within this request; the same request id again
      // (never a second purchase) until the answer is final.
      let answer: Awaited<ReturnType<typeof buyPlan>> | null = null;
      for (let delay = 500; answer === null; delay = Math.min(delay * 2, 4_000)) {
        try {
          answer = await buyPlan(body);
        } catch (error) {
          if (payFailure(error) !== 'purchase_pending') throw error;
          setPending(true);
          await wait(delay);
        }
      }
      setPending(false);
      // What a lapse took offline goes back online now that the plan covers it again.
      await applyPlanToPages().catch(() => undefined);
      await loadPayAccount({ quiet: true });
      onBought(answer.data);
    } catch (error) {
      setPending(false);
      // A final refusal changed nothing: the next attempt is a new purchase. After a lost answer
      // (no envelope) the same request id is sent again, so it is applied at most once.
      if (error instanceof ApiCodeError) setRequestId(newRequestId());
      const reason = payFailure(error);
      // The balance, the pay flags or the plan changed elsewhere: show them as they are now.
      if (reason !== null) void loadPayAccount({ quiet: true });
      // A wrong or missing pay password is about that field.
      const aboutPassword = reason === null || reason === 'pay_password_required';
      const fieldErrors =
        aboutPassword && needsPassword ? refusalErrors(error, 'pay_password') : serverFieldErrors(error);
      setErrors(fieldErrors);
      // A refusal about no field (balance short, cancelled) is said in the dialog itself.
      if (error instanceof ApiCodeError && Object.keys(fieldErrors).length === 0)
        setRefusal(error.envelope.msg);
      setBusy(false);
    }
  };

  const money = (amount: string) => t('buy.money', { amount });
  return (
    <dialog
      ref={dialog}
      className="mc-dialog pay-buy"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${ids}-title`} className="mc-dialog__title">
        {t('buy.title', { plan: t(`planName.${plan}`) })}
      </h2>
      <p className="mc-muted">{t('buy.monthly', { amount: money(planQuote(plan, 1, '0.00').total) })}</p>
      {!data ? (
        account.status === 'error' ? (
          <RetryAlert
            message={t('buy.loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void loadPayAccount()}
          />
        ) : (
          <div className="mc-loading" aria-busy="true">
            <div className="mc-skeleton-line" />
            <div className="mc-skeleton-line mc-skeleton-line--short" />
          </div>
        )
      ) : null}
      {data && quote ? (
        <form className="mc-form" noValidate onSubmit={submit}>
          <div className="mc-field">
            <label htmlFor={`${ids}-months`}>{t('buy.months')}</label>
            <select
              id={`${ids}-months`}
              className="mc-input"
              value={months}
              onChange={(event) => {
                setMonths(Number(event.target.value));
                setRequestId(newRequestId());
              }}
            >
              {MONTHS.map((count) => (
                <option key={count} value={count}>
                  {t(count === 1 ? 'buy.monthOne' : 'buy.monthOther', { count })}
                </option>
              ))}
            </select>
          </div>
          <dl className="pay-facts pay-facts--inline">
            <div>
              <dt>{t('buy.price')}</dt>
              <dd data-testid="buy-price">{money(quote.total)}</dd>
            </div>
            <div>
              <dt>{t('buy.balance')}</dt>
              <dd data-testid="buy-balance">{money(data.balance)}</dd>
            </div>
            {quote.short ? null : (
              <div>
                <dt>{t('buy.after')}</dt>
                <dd data-testid="buy-after">{money(quote.after)}</dd>
              </div>
            )}
          </dl>
          {data.plan === plan && data.plan_expire_time > 0 ? (
            <p className="mc-muted">
              {t('buy.extends', { date: formatTime(data.plan_expire_time, 'YYYY-MM-DD') })}
            </p>
          ) : null}
          {data.plan !== plan && data.plan !== 'free' ? (
            <p className="mc-muted" data-testid="buy-credit">
              {t('buy.credit')}
            </p>
          ) : null}
          <p className="mc-muted" data-testid="buy-until">
            {t('buy.until', {
              date: formatTime(Math.floor(newEnd(data, plan, months) / 1000), 'YYYY-MM-DD'),
            })}
          </p>
          {quote.short ? (
            <div className="mc-alert" role="alert" data-testid="buy-short">
              <span>{t('buy.short', { amount: money(quote.missing) })}</span>
              <a className="app-button app-button--primary" href="/user/finance/recharge">
                {t('buy.recharge')}
              </a>
            </div>
          ) : needsPassword && !data.is_set_pay ? (
            <div className="mc-alert" role="alert" data-testid="buy-no-password">
              <span>{t('buy.noPassword')}</span>
              <a className="app-button app-button--primary" href="/user/setup/password">
                {t('buy.setPassword')}
              </a>
            </div>
          ) : needsPassword ? (
            <div className="mc-field">
              <label htmlFor={`${ids}-password`}>{t('buy.password')}</label>
              <input
                {...fieldProps(`${ids}-password`, errors, 'pay_password')}
                className="mc-input"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <FieldError id={`${ids}-password`} message={errors.pay_password} />
            </div>
          ) : (
            <p className="mc-muted">{t('buy.quickPay')}</p>
          )}
          {pending ? (
            <p className="mc-muted" role="status" data-testid="buy-pending">
              {t('buy.pending')}
            </p>
          ) : null}
          {refusal ? (
            <div className="mc-alert" role="alert" data-testid="buy-refused">
              <span>{refusal}</span>
            </div>
          ) : null}
          <div className="app-actions mc-dialog__actions">
            <button type="button" className="app-button" disabled={busy} onClick={onClose}>
              {t('buy.cancel')}
            </button>
            <button
              type="submit"
              className="app-button app-button--primary"
              disabled={busy || quote.short || (needsPassword && !data.is_set_pay)}
            >
              {t('buy.confirm', { amount: money(quote.total) })}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

/** When the plan would end if bought now (#core/plans.ts: renewal extends, a switch credits the time left). */
function newEnd(
  account: { plan: PlanId; plan_expire_time: number },
  plan: PaidPlanId,
  months: number,
): number {
  return planEnd(
    { planId: account.plan, planExpiresAt: account.plan_expire_time * 1000 },
    plan,
    months,
    Date.now(),
  );
}
