import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { retrievePassword, sendLoginCode } from '#app/api/user.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { showToast } from '#app/stores/toasts.ts';
import type { RegisterMethod } from '#core/contracts/user.ts';
import { retrievePasswordBodySchema } from '#core/contracts/user.ts';
import type { AskCaptcha } from './captcha-request.ts';
import { ChoiceGroup, FormAlert, PasswordField, SendCodeButton, TextField } from './fields.tsx';
import { refusalOf, useContractForm } from './form-state.ts';
import { checkContact } from './RegisterForm.tsx';

type Props = {
  methods: readonly RegisterMethod[];
  askCaptcha: AskCaptcha;
  /** The password was reset: back to login with this account filled in. */
  onDone: (account: string) => void;
};

/** Forgotten password: a code to the bound email or mobile, then a new password. */
export function RetrieveForm({ methods, askCaptcha, onDone }: Props) {
  const t = useT();
  const lang = useStore($lang);
  const form = useContractForm(
    retrievePasswordBodySchema,
    { type: methods[0] ?? 'email', account: '', captcha: '', password: '' },
    {},
    'retrieve-',
  );
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const method = form.values.type as RegisterMethod;

  const sendCode = async (): Promise<boolean> => {
    form.visit('account');
    const contact = checkContact(method, form.values.account, lang);
    if (!contact.success) {
      document.getElementById('retrieve-account')?.focus();
      return false;
    }
    // Every code send needs a passed click captcha (the send consumes it).
    const captcha = await askCaptcha();
    if (!captcha) return false;
    try {
      await sendLoginCode(method, contact.data, 'retrieve_password', captcha);
      document.getElementById('retrieve-captcha')?.focus();
      return true;
    } catch {
      // The API client showed the refusal (too soon, daily limit).
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || busy) return;
    setAlert('');
    setBusy(true);
    try {
      showToast('success', await retrievePassword(body));
      onDone(body.account);
    } catch (error) {
      form.showServerErrors(error);
      setAlert(refusalOf(error)?.message ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {methods.length > 1 ? (
        <ChoiceGroup
          name="retrieve-method"
          legend={t('retrieve.method')}
          value={method}
          options={methods.map((value) => ({ value, label: t(`method.${value}`) }))}
          onValue={(value) => form.set('type', value)}
        />
      ) : null}
      <TextField
        id="retrieve-account"
        name="account"
        type={method === 'email' ? 'email' : 'tel'}
        label={t(method === 'email' ? 'retrieve.email' : 'retrieve.mobile')}
        autoComplete={method === 'email' ? 'email' : 'tel'}
        value={form.values.account}
        onValue={(value) => form.set('account', value)}
        onBlur={() => form.visit('account')}
        error={form.errors.account}
        hint={method === 'mobile' ? t('mobile.hint') : undefined}
      />
      <TextField
        id="retrieve-captcha"
        name="captcha"
        label={t('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={form.values.captcha}
        onValue={(value) => form.set('captcha', value)}
        onBlur={() => form.visit('captcha')}
        error={form.errors.captcha}
        trailing={<SendCodeButton onSend={sendCode} />}
      />
      <PasswordField
        id="retrieve-password"
        name="password"
        label={t('retrieve.password')}
        autoComplete="new-password"
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        onBlur={() => form.visit('password')}
        error={form.errors.password}
      />
      <FormAlert message={alert} />
      <button type="submit" className="app-button app-button--primary login-form__submit" disabled={busy}>
        {busy ? t('submitting') : t('retrieve.submit')}
      </button>
    </form>
  );
}
