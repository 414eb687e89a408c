import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { changePassword } from '#app/member-center/account-api.ts';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { navigate } from '#app/router/navigate.ts';
import { loginUrl } from '#app/router/resolve.ts';
import { $lang } from '#app/stores/lang.ts';
import { $siteConfig } from '#app/stores/site-config.ts';
import { showToast } from '#app/stores/toasts.ts';
import { clearToken } from '#app/stores/user-info.ts';
import { changePasswordBodySchema } from '#core/contracts/account.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

const FIELDS = ['oldPassword', 'newPassword', 'renewPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Change password. Success ends every session of the member (this one too), so the browser drops
 * its tokens and goes to the login route with the server's message.
 */
export default function ChangePasswordPage() {
  const t = useT();
  const lang = useStore($lang);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    renewPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(changePasswordBodySchema, values, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(FIELDS.find((field) => checked.errors[field]) ?? '')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await changePassword(checked.data);
      clearToken();
      $siteConfig.setKey('userInitialize', false);
      showToast('success', answer.msg);
      navigate(loginUrl(null), { replace: true });
    } catch (error) {
      // The API client showed the message; field messages go beside their fields.
      setErrors(serverFieldErrors(error));
      setBusy(false);
    }
  };

  const input = (field: Field, autoComplete: string) => (
    <div className="mc-field">
      <label htmlFor={field}>{t(field)}</label>
      <input
        {...fieldProps(field, errors)}
        className="mc-input"
        type={show ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={values[field]}
        maxLength={64}
        required
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
      {field === 'newPassword' ? <p className="mc-field__hint">{t('rule')}</p> : null}
      <FieldError id={field} message={errors[field]} />
    </div>
  );

  return (
    <section className="mc-page mc-page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      <p className="mc-muted">{t('intro')}</p>
      <form className="mc-card mc-form" noValidate onSubmit={submit}>
        {input('oldPassword', 'current-password')}
        {input('newPassword', 'new-password')}
        {input('renewPassword', 'new-password')}
        <label className="mc-check">
          <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
          {t('show')}
        </label>
        <div className="app-actions">
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {t('submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
