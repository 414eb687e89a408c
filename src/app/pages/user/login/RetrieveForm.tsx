import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { retrievePassword } from '#app/api/user.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { showToast } from '#app/stores/toasts.ts';
import type { RegisterMethod } from '#core/contracts/user.ts';
import { retrievePasswordBodySchema } from '#core/contracts/user.ts';
import type { AskCaptcha } from './captcha-request.ts';
import { ChoiceGroup, CodeField, FormAlert, PasswordField, TextField } from './fields.tsx';
import { refusalOf, useContractForm } from './form-state.ts';
import { sendCodeTo } from './send-code.ts';

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

  const sendCode = (): Promise<boolean> => {
    form.visit('account');
    return sendCodeTo({
      method,
      contact: form.values.account,
      lang,
      event: 'retrieve_password',
      askCaptcha,
      contactId: 'retrieve-account',
      codeId: 'retrieve-captcha',
    });
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
        {...form.field('account')}
        type={method === 'email' ? 'email' : 'tel'}
        label={t(method === 'email' ? 'retrieve.email' : 'retrieve.mobile')}
        autoComplete={method === 'email' ? 'email' : 'tel'}
        hint={method === 'mobile' ? t('mobile.hint') : undefined}
      />
      <CodeField {...form.field('captcha')} onSend={sendCode} />
      <PasswordField {...form.field('password')} label={t('retrieve.password')} autoComplete="new-password" />
      <FormAlert message={alert} />
      <button type="submit" className="app-button app-button--primary login-form__submit" disabled={busy}>
        {busy ? t('submitting') : t('retrieve.submit')}
      </button>
    </form>
  );
}
