import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { checkIn } from '#app/api/user.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import type { CheckInInfo, CheckInResult, RegisterMethod } from '#core/contracts/user.ts';
import { registerBodySchema } from '#core/contracts/user.ts';
import { accountNameRule } from '#core/validation/password-rule.ts';
import { type AskCaptcha, captchaFields } from './captcha-request.ts';
import { ChoiceGroup, CodeField, FormAlert, PasswordField, TextField } from './fields.tsx';
import { refusalOf, useContractForm } from './form-state.ts';
import { sendCodeTo } from './send-code.ts';

type Props = {
  info: CheckInInfo;
  askCaptcha: AskCaptcha;
  onSignedIn: (result: CheckInResult, message: string) => Promise<void>;
};

/**
 * The sign-up contract plus the password rule's account-name half, checked as the member types;
 * a common password is the server's to refuse (its sentence shows under the field).
 */
const registerFormSchema = registerBodySchema.check(z.superRefine(accountNameRule));

/** Sign-up: account name, email or mobile proven by a code, password; the captcha on submit. */
export function RegisterForm({ info, askCaptcha, onSignedIn }: Props) {
  const t = useT();
  const lang = useStore($lang);
  const methods = info.register_methods;
  const form = useContractForm(
    registerFormSchema,
    { registerType: methods[0] ?? 'email', username: '', email: '', mobile: '', code: '', password: '' },
    { tab: 'register' },
    'register-',
  );
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const method = form.values.registerType as RegisterMethod;
  const contactField = method === 'email' ? 'email' : 'mobile';

  const sendCode = (): Promise<boolean> => {
    form.visit(contactField);
    return sendCodeTo({
      method,
      contact: form.values[contactField],
      lang,
      event: 'register',
      askCaptcha,
      contactId: `register-${contactField}`,
      codeId: 'register-code',
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || busy) return;
    setAlert('');
    const answer = info.captcha.register ? await askCaptcha() : null;
    if (info.captcha.register && !answer) return;
    setBusy(true);
    try {
      const { result, msg } = await checkIn({ ...body, ...captchaFields(answer) });
      await onSignedIn(result, msg);
    } catch (error) {
      form.showServerErrors(error);
      setAlert(refusalOf(error)?.message ?? '');
      setBusy(false);
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <TextField
        {...form.field('username')}
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={15}
        hint={info.hints.account}
      />
      {methods.length > 1 ? (
        <ChoiceGroup
          name="register-method"
          legend={t('register.method')}
          value={method}
          options={methods.map((value) => ({ value, label: t(`method.${value}`) }))}
          onValue={(value) => form.set('registerType', value)}
        />
      ) : null}
      {method === 'email' ? (
        <TextField {...form.field('email')} type="email" label={t('email')} autoComplete="email" />
      ) : (
        <TextField
          {...form.field('mobile')}
          type="tel"
          label={t('mobile')}
          autoComplete="tel"
          hint={t('mobile.hint')}
        />
      )}
      <CodeField {...form.field('code')} onSend={sendCode} />
      <PasswordField
        {...form.field('password')}
        label={t('password')}
        autoComplete="new-password"
        hint={info.hints.password}
      />
      <FormAlert message={alert} />
      <button type="submit" className="app-button app-button--primary login-form__submit" disabled={busy}>
        {busy ? t('submitting') : t('register.submit')}
      </button>
    </form>
  );
}
