import { useStore } from '@nanostores/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';
import { ImageUpload } from '#app/components/upload/ImageUpload.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { fetchProfile, saveProfile } from '#app/member-center/account-api.ts';
import { BindDialog } from '#app/member-center/BindDialog.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, failureReason, fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { maskTarget } from '#app/member-center/mask.ts';
import { $lang } from '#app/stores/lang.ts';
import { blockNavigation } from '#app/stores/navigation-guard.ts';
import { setUserInfo } from '#app/stores/user-info.ts';
import {
  type BindType,
  GENDERS,
  latestBirthday,
  type ProfileData,
  profileUpdateSchema,
} from '#core/contracts/account.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

type Form = Pick<ProfileData, 'nickname' | 'avatar' | 'gender' | 'birthday' | 'motto'>;

const formOf = (profile: ProfileData): Form => ({
  nickname: profile.nickname,
  avatar: profile.avatar,
  gender: profile.gender,
  birthday: profile.birthday,
  motto: profile.motto,
});

/** Whether the form differs from the loaded profile (unsaved work). */
export const isDirty = (form: Form, profile: ProfileData): boolean =>
  (Object.keys(form) as (keyof Form)[]).some((key) => form[key] !== profile[key]);

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; profile: ProfileData };

/**
 * Profile: nickname, avatar (upload), gender, birthday, motto, saved at the version loaded (a
 * change made elsewhere meanwhile is reported, with a reload); the bound email and mobile change
 * through the two-step dialog. Leaving with unsaved changes asks first.
 */
export default function ProfilePage() {
  const t = useT();
  const lang = useStore($lang);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [binding, setBinding] = useState<BindType | null>(null);

  const fetchData = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchProfile()
      .then(({ data }) => {
        setLoad({ status: 'ready', profile: data });
        setForm(formOf(data));
        setConflict(false);
        setErrors({});
      })
      .catch(() => setLoad({ status: 'error' }));
  }, []);
  useEffect(fetchData, [fetchData]);

  const profile = load.status === 'ready' ? load.profile : null;
  const dirty = Boolean(profile && form && isDirty(form, profile));
  useEffect(() => (dirty ? blockNavigation(t('guard.leave')) : undefined), [dirty, t]);

  if (load.status === 'error') {
    return (
      <section className="mc-page" aria-labelledby="page-title">
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={fetchData} />
      </section>
    );
  }
  if (!profile || !form) {
    return (
      <section className="mc-page mc-page--narrow" aria-busy="true" aria-labelledby="page-title">
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        <LoadingCard />
      </section>
    );
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(profileUpdateSchema, { ...form, version: profile.version }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(Object.keys(checked.errors)[0] ?? '')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await saveProfile(checked.data);
      setLoad({ status: 'ready', profile: data });
      setForm(formOf(data));
      setUserInfo({ nickname: data.nickname, avatar: data.avatar });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (failureReason(error) === 'conflict') setConflict(true);
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    if (window.confirm(t('discardConfirm'))) setForm(formOf(profile));
  };
  const reload = () => {
    if (!dirty || window.confirm(t('discardConfirm'))) fetchData();
  };

  const bound = (type: BindType) => {
    const value = profile[type];
    return (
      <div className="mc-bound">
        <span className="mc-bound__label">{t(type)}</span>
        <span
          className={value ? 'mc-bound__value' : 'mc-bound__value mc-muted'}
          data-testid={`bound-${type}`}
        >
          {value ? maskTarget(value) : t('notBound')}
        </span>
        <button type="button" className="app-button" onClick={() => setBinding(type)}>
          {value ? t('change') : t('bind')}
        </button>
      </div>
    );
  };

  return (
    <section className="mc-page mc-page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      {conflict ? <RetryAlert message={t('conflict')} retryLabel={t('reload')} onRetry={reload} /> : null}
      <form className="mc-card mc-form" noValidate onSubmit={submit}>
        <div className="mc-field">
          <span className="mc-field__label">{t('username')}</span>
          <span className="mc-readonly">{profile.username}</span>
        </div>
        <div className="mc-field" id="avatar">
          <ImageUpload value={form.avatar} onChange={(url) => set('avatar', url)} label={t('avatar')} />
          <FieldError id="avatar" message={errors.avatar} />
        </div>
        <div className="mc-field">
          <label htmlFor="nickname">{t('nickname')}</label>
          <input
            {...fieldProps('nickname', errors)}
            className="mc-input"
            autoComplete="nickname"
            maxLength={20}
            value={form.nickname}
            onChange={(event) => set('nickname', event.target.value)}
          />
          <FieldError id="nickname" message={errors.nickname} />
        </div>
        <fieldset
          className="mc-field mc-fieldset"
          aria-describedby={errors.gender ? 'gender-error' : undefined}
        >
          <legend>{t('gender')}</legend>
          <div className="mc-radios">
            {GENDERS.map((gender) => (
              <label key={gender} className="mc-check">
                <input
                  type="radio"
                  name="gender"
                  id={gender === form.gender ? 'gender' : undefined}
                  checked={form.gender === gender}
                  onChange={() => set('gender', gender)}
                />
                {t(`gender.${gender}`)}
              </label>
            ))}
          </div>
          <FieldError id="gender" message={errors.gender} />
        </fieldset>
        <div className="mc-field">
          <label htmlFor="birthday">{t('birthday')}</label>
          <input
            {...fieldProps('birthday', errors)}
            className="mc-input mc-input--date"
            type="date"
            min="1900-01-01"
            max={latestBirthday(Date.now())}
            autoComplete="bday"
            value={form.birthday}
            onChange={(event) => set('birthday', event.target.value)}
          />
          <FieldError id="birthday" message={errors.birthday} />
        </div>
        <div className="mc-field">
          <label htmlFor="motto">{t('motto')}</label>
          <textarea
            {...fieldProps('motto', errors)}
            className="mc-input mc-textarea"
            rows={3}
            maxLength={100}
            value={form.motto}
            onChange={(event) => set('motto', event.target.value)}
          />
          <p className="mc-field__hint">{t('mottoCount', { count: form.motto.length })}</p>
          <FieldError id="motto" message={errors.motto} />
        </div>
        <div className="app-actions">
          <button type="submit" className="app-button app-button--primary" disabled={busy || !dirty}>
            {t('save')}
          </button>
          {dirty ? (
            <button type="button" className="app-button" onClick={discard}>
              {t('discard')}
            </button>
          ) : null}
        </div>
      </form>
      <div className="mc-card mc-binds">
        {bound('email')}
        {bound('mobile')}
      </div>
      {binding ? (
        <BindDialog
          type={binding}
          current={profile[binding]}
          onClose={() => setBinding(null)}
          onDone={(result) => {
            setBinding(null);
            setLoad({ status: 'ready', profile: { ...profile, ...result } });
          }}
        />
      ) : null}
    </section>
  );
}
