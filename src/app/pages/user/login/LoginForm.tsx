import { type FormEvent, useEffect, useState } from 'react';
import { checkIn } from '#app/api/user.ts';
import { useT } from '#app/i18n/use-t.tsx';
import type { CheckInInfo, CheckInResult } from '#core/contracts/user.ts';
import { loginBodySchema } from '#core/contracts/user.ts';
import { type AskCaptcha, captchaFields } from './captcha-request.ts';
import { FormAlert, PasswordField, TextField } from './fields.tsx';
import { refusalOf, useContractForm } from './form-state.ts';

type Props = {
  info: CheckInInfo;
  /** An account to start with (after a password reset; the parent remounts the form with it). */
  account: string;
  askCaptcha: AskCaptcha;
  onSignedIn: (result: CheckInResult, message: string) => Promise<void>;
  onForgot: () => void;
};

/** Seconds left until `untilMs`, ticking while above zero. */
function useSecondsUntil(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((untilMs - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/** Login with username, email or mobile and password; the captcha when asked for; remember me. */
export function LoginForm({ info, account, askCaptcha, onSignedIn, onForgot }: Props) {
  const t = useT();
  const initial: { username: string; password: string; keep: boolean } = {
    username: account,
    password: '',
    keep: false,
  };
  const form = useContractForm(loginBodySchema, initial, { tab: 'login' }, 'login-');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [lockedUntil, setLockedUntil] = useState(0);
  const wait = useSecondsUntil(lockedUntil);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || busy || wait > 0) return;
    setAlert('');
    const answer = info.captcha.login || needCaptcha ? await askCaptcha() : null;
    if ((info.captcha.login || needCaptcha) && !answer) return;
    setBusy(true);
    try {
      const { result, msg } = await checkIn({ ...body, ...captchaFields(answer) });
      await onSignedIn(result, msg);
    } catch (error) {
      form.showServerErrors(error);
      const refusal = refusalOf(error);
      if (refusal) {
        setAlert(refusal.message);
        if (refusal.captcha) setNeedCaptcha(true);
        if (refusal.retryAfter > 0) setLockedUntil(Date.now() + refusal.retryAfter * 1000);
      }
      setBusy(false);
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <TextField
        {...form.field('username')}
        label={t('login.account')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField {...form.field('password')} label={t('password')} autoComplete="current-password" />
      <div className="login-form__row">
        <label className="login-check">
          <input
            type="checkbox"
            checked={form.values.keep}
            onChange={(event) => form.set('keep', event.target.checked)}
          />
          <span>{t('login.keep')}</span>
        </label>
        <button type="button" className="login-link" onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <FormAlert message={alert} />
      <button
        type="submit"
        className="app-button app-button--primary login-form__submit"
        disabled={busy || wait > 0}
      >
        {busy ? t('submitting') : wait > 0 ? t('locked.wait', { seconds: wait }) : t('login.submit')}
      </button>
    </form>
  );
}
