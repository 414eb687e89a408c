import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, fieldProps } from '#app/member-center/form.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { setPayPassword } from '#app/pay/pay-api.ts';
import { payPasswordSaver } from '#app/pay/pay-password-save.ts';
import { refusalErrors } from '#app/pay/pay-refusals.ts';
import { $lang } from '#app/stores/lang.ts';
import { setPayPasswordBodySchema } from '#core/contracts/pay.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import '../../../pay/pay.css';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';

type Field = 'password' | 'old_pay_password' | 'pay_password' | 'repay_password';
const EMPTY: Record<Field, string> = {
  password: '',
  old_pay_password: '',
  pay_password: '',
  repay_password: '',
};

/** One saver for the screen's life: a save sent again after a lost answer keeps its request id. */
const savePayPassword = payPasswordSaver({
  send: setPayPassword,
  reread: () => loadPayAccount({ quiet: true }),
  newId: () => crypto.randomUUID(),
});

/**
 * Set or change the pay password. The first time the login password proves it is the member;
 * to change it, the current pay password does (or the login password, when it was forgotten).
 */
export default function PayPasswordPage() {
  const t = useT();
  const lang = useStore($lang);
  const account = useStore($payAccount);
  const [values, setValues] = useState(EMPTY);
  const [forgot, setForgot] = useState(false);
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    void loadPayAccount();
  }, []);

  const isSet = account.data?.is_set_pay ?? false;
  // Which secret proves it is the member: the current pay password, else the login password.
  const proof: Field = isSet && !forgot ? 'old_pay_password' : 'password';
  const fields: Field[] = [proof, 'pay_password', 'repay_password'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...EMPTY,
      [proof]: values[proof],
      pay_password: values.pay_password,
      repay_password: values.repay_password,
    };
    const checked = checkForm(setPayPasswordBodySchema, body, lang);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!values[proof]) found[proof] = MESSAGES.required[lang];
    if (Object.keys(found).length > 0 || !checked.ok) {
      setErrors(found);
      document.getElementById(fields.find((field) => found[field]) ?? '')?.focus();
      return;
    }
    setErrors({});
    setUnknown(false);
    setBusy(true);
    try {
      const outcome = await savePayPassword(checked.data);
      if (outcome.kind === 'saved') {
        setValues(EMPTY);
        setForgot(false);
        await loadPayAccount({ quiet: true });
      } else if (outcome.kind === 'refused') setErrors(refusalErrors(outcome.error, proof));
      else setUnknown(true);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, autoComplete: string, digits: boolean) => (
    <div className="mc-field" key={field}>
      <label htmlFor={field}>{t(field)}</label>
      <input
        {...fieldProps(field, errors)}
        className="mc-input"
        type={show ? 'text' : 'password'}
        autoComplete={autoComplete}
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? 6 : 64}
        value={values[field]}
        required
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
      {field === 'pay_password' ? <p className="mc-field__hint">{t('rule')}</p> : null}
      <FieldError id={field} message={errors[field]} />
    </div>
  );

  return (
    <section className="mc-page mc-page--narrow" aria-labelledby="page-title" aria-busy={!account.data}>
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      <p className="mc-muted">{t('intro')}</p>
      {account.status === 'error' && !account.data ? (
        <RetryAlert
          message={t('pay.loadFailed')}
          retryLabel={t('pay.retry')}
          onRetry={() => void loadPayAccount()}
        />
      ) : null}
      {account.data ? (
        <form className="mc-card mc-form" noValidate onSubmit={submit}>
          <p className={isSet ? 'pay-state pay-state--on' : 'pay-state'} data-testid="pay-password-state">
            {isSet ? t('stateSet') : t('stateNotSet')}
          </p>
          {input(proof, 'current-password', proof === 'old_pay_password')}
          {isSet ? (
            <label className="mc-check">
              <input
                type="checkbox"
                checked={forgot}
                onChange={(event) => {
                  setForgot(event.target.checked);
                  setErrors({});
                }}
              />
              {t('forgot')}
            </label>
          ) : null}
          {input('pay_password', 'new-password', true)}
          {input('repay_password', 'new-password', true)}
          <label className="mc-check">
            <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
            {t('show')}
          </label>
          {unknown ? (
            <p className="mc-alert" role="alert">
              {t('saveUnknown')}
            </p>
          ) : null}
          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              {isSet ? t('submitChange') : t('submitSet')}
            </button>
          </div>
        </form>
      ) : account.status !== 'error' ? (
        <LoadingCard label={t('pay.loading')} lines={2} />
      ) : null}
    </section>
  );
}
