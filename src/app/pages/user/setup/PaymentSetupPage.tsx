import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, fieldProps } from '#app/member-center/form.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { savePaySetup } from '#app/pay/pay-api.ts';
import { refusalErrors } from '#app/pay/pay-refusals.ts';
import { $lang } from '#app/stores/lang.ts';
import { paySetupBodySchema } from '#core/contracts/pay.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import '../../../pay/pay.css';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';

/**
 * Payment settings: quick pay (spending from the balance without the pay password). It needs a
 * pay password, and changing it asks for that password.
 */
export default function PaymentSetupPage() {
  const t = useT();
  const ids = useId();
  const lang = useStore($lang);
  const account = useStore($payAccount);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void loadPayAccount();
  }, []);

  const data = account.data;
  const quickPay = wanted ?? data?.quick_pay ?? false;
  const changed = data !== null && wanted !== null && wanted !== data.quick_pay;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(paySetupBodySchema, { quick_pay: quickPay, pay_password: password }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`${ids}-password`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await savePaySetup(checked.data);
      setPassword('');
      setWanted(null);
      await loadPayAccount({ quiet: true });
    } catch (error) {
      setErrors(refusalErrors(error, 'pay_password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mc-page mc-page--narrow" aria-labelledby="page-title" aria-busy={!data}>
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      {account.status === 'error' && !data ? (
        <RetryAlert
          message={t('pay.loadFailed')}
          retryLabel={t('pay.retry')}
          onRetry={() => void loadPayAccount()}
        />
      ) : null}
      {!data && account.status !== 'error' ? <LoadingCard label={t('pay.loading')} lines={2} /> : null}
      {data ? (
        <form className="mc-card mc-form" noValidate onSubmit={submit}>
          <div className="pay-switch">
            <span className="pay-switch__text">
              <label htmlFor={`${ids}-quick`}>
                <strong>{t('quickPay')}</strong>
              </label>
              <span className="mc-muted" id={`${ids}-quick-hint`}>
                {t('quickPayHint')}
              </span>
            </span>
            <input
              id={`${ids}-quick`}
              type="checkbox"
              role="switch"
              aria-checked={quickPay}
              aria-describedby={`${ids}-quick-hint`}
              checked={quickPay}
              disabled={!data.is_set_pay}
              onChange={(event) => {
                setWanted(event.target.checked);
                setErrors({});
              }}
            />
          </div>
          {data.is_set_pay ? null : (
            <p className="mc-alert" data-testid="needs-pay-password">
              <span>{t('needsPassword')}</span>
              <a className="app-button" href="/user/setup/password">
                {t('setPassword')}
              </a>
            </p>
          )}
          {changed ? (
            <>
              <div className="mc-field">
                <label htmlFor={`${ids}-password`}>{t('payPassword')}</label>
                <input
                  {...fieldProps(`${ids}-password`, errors, 'pay_password')}
                  className="mc-input pay-pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="current-password"
                  maxLength={6}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <p className="mc-field__hint">{t('confirmHint')}</p>
                <FieldError id={`${ids}-password`} message={errors.pay_password} />
              </div>
              <div className="app-actions">
                <button type="button" className="app-button" onClick={() => setWanted(null)}>
                  {t('cancel')}
                </button>
                <button type="submit" className="app-button app-button--primary" disabled={busy}>
                  {t('save')}
                </button>
              </div>
            </>
          ) : (
            <p className="mc-muted" data-testid="quick-pay-state">
              {data.quick_pay ? t('stateOn') : t('stateOff')}
            </p>
          )}
        </form>
      ) : null}
    </section>
  );
}
