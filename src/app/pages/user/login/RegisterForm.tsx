import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { checkIn, sendLoginCode } from '#app/api/user.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { anyMobileSchema } from '#core/contracts/codes.ts';
import type { CheckInInfo, CheckInResult, RegisterMethod } from '#core/contracts/user.ts';
import { registerBodySchema } from '#core/contracts/user.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { accountNameRule } from '#core/validation/password-rule.ts';
import { rules } from '#core/validation/rules.ts';
import { type AskCaptcha, captchaFields } from './captcha-request.ts';
import { ChoiceGroup, FormAlert, PasswordField, SendCodeButton, TextField } from './fields.tsx';
import { refusalOf, useContractForm } from './form-state.ts';

type Props = {
  info: CheckInInfo;
  askCaptcha: AskCaptcha;
  onSignedIn: (result: CheckInResult, message: string) => Promise<void>;
};

/**
 * The sign-up contract plus the password rule's account-name half, checked as the member types;
 * a common password is the server's to refuse (its sentence shows under the field).
 */
const registerFormSchema = registerBodySchema.superRefine(accountNameRule);

/** The contact a method proves, checked with the same rule as the contract. */
export function checkContact(method: RegisterMethod, value: string, lang: 'en' | 'zh-cn') {
  return parseLocalized(method === 'email' ? rules.email() : anyMobileSchema, value, lang);
}

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

  const sendCode = async (): Promise<boolean> => {
    form.visit(contactField);
    const contact = checkContact(method, form.values[contactField], lang);
    if (!contact.success) {
      document.getElementById(`register-${contactField}`)?.focus();
      return false;
    }
    // Every code send needs a passed click captcha (the send consumes it).
    const captcha = await askCaptcha();
    if (!captcha) return false;
    try {
      await sendLoginCode(method, contact.data, 'register', captcha);
      document.getElementById('register-code')?.focus();
      return true;
    } catch {
      // The API client showed the refusal (too soon, a daily limit, registration closed).
      return false;
    }
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
        id="register-username"
        name="username"
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={15}
        value={form.values.username}
        onValue={(value) => form.set('username', value)}
        onBlur={() => form.visit('username')}
        error={form.errors.username}
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
        <TextField
          id="register-email"
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          value={form.values.email}
          onValue={(value) => form.set('email', value)}
          onBlur={() => form.visit('email')}
          error={form.errors.email}
        />
      ) : (
        <TextField
          id="register-mobile"
          name="mobile"
          type="tel"
          label={t('mobile')}
          autoComplete="tel"
          value={form.values.mobile}
          onValue={(value) => form.set('mobile', value)}
          onBlur={() => form.visit('mobile')}
          error={form.errors.mobile}
          hint={t('mobile.hint')}
        />
      )}
      <TextField
        id="register-code"
        name="code"
        label={t('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={form.values.code}
        onValue={(value) => form.set('code', value)}
        onBlur={() => form.visit('code')}
        error={form.errors.code}
        trailing={<SendCodeButton onSend={sendCode} />}
      />
      <PasswordField
        id="register-password"
        name="password"
        label={t('password')}
        autoComplete="new-password"
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        onBlur={() => form.visit('password')}
        error={form.errors.password}
        hint={info.hints.password}
      />
      <FormAlert message={alert} />
      <button type="submit" className="app-button app-button--primary login-form__submit" disabled={busy}>
        {busy ? t('submitting') : t('register.submit')}
      </button>
    </form>
  );
}
