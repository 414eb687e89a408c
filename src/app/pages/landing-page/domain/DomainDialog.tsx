import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { $lang } from '#app/stores/lang.ts';
import {
  DOMAIN_REGIONS,
  DOMAIN_TYPES,
  type DomainItem,
  type DomainRegion,
  type DomainType,
  domainAddBodySchema,
  domainEditBodySchema,
  MAX_CERTIFICATE_CHARS,
} from '#core/contracts/domain.ts';
import { formatTime } from '#core/time.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import { addDomain, editDomain } from './domain-api.ts';

/** Largest certificate or key file read into the form (the contract caps the text at 64 KB too). */
const MAX_FILE_BYTES = MAX_CERTIFICATE_CHARS;

type PemField = 'certificate' | 'private_key';

/**
 * Adding a domain, or editing one (`domain` given): name (fixed once added), region, type and,
 * for HTTPS, the certificate and private key, pasted or read from files. Checks with the
 * endpoint's contract first; the server's refusals (name rules, certificate checks) appear on
 * their fields. A modal <dialog>: focus trap, Escape closes.
 */
export function DomainDialog({
  domain,
  onClose,
  onSaved,
}: {
  readonly domain: DomainItem | null;
  readonly onClose: () => void;
  readonly onSaved: (item: DomainItem) => void;
}) {
  const t = useT();
  const lang = useStore($lang);
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(domain?.display_name ?? '');
  const [region, setRegion] = useState<DomainRegion>(domain?.region ?? 'ap-east-1');
  const [type, setType] = useState<DomainType>(domain?.type ?? 'http');
  const [certificate, setCertificate] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const dirty =
    certificate !== '' ||
    privateKey !== '' ||
    region !== (domain?.region ?? 'ap-east-1') ||
    type !== (domain?.type ?? 'http') ||
    (domain === null && name.trim() !== '');
  /** Closing with typed or pasted work asks first (a certificate pasted by hand is easy to lose). */
  const close = () => {
    if (!dirty || window.confirm(t('form.discard'))) onClose();
  };

  const readFile = async (field: PemField, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setErrors({ ...errors, [field]: t('form.fileTooLarge') });
      return;
    }
    try {
      const text = await file.text();
      (field === 'certificate' ? setCertificate : setPrivateKey)(text.trim());
      setErrors({ ...errors, [field]: '' });
    } catch {
      setErrors({ ...errors, [field]: t('form.fileFailed') });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { region, type, certificate, private_key: privateKey };
    const checked = domain
      ? checkForm(domainEditBodySchema, { id: domain.id, ...fields }, lang)
      : checkForm(domainAddBodySchema, { name, ...fields }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = domain
        ? await editDomain({ id: domain.id, ...fields })
        : await addDomain({ name, ...fields });
      onSaved(data);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setErrors(refused);
      focusFirstError(refused);
    } finally {
      setBusy(false);
    }
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = ['name', 'region', 'certificate', 'private_key'].find((field) => found[field]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
  };

  const pemField = (field: PemField, value: string, setValue: (text: string) => void) => {
    const label = t(field === 'certificate' ? 'form.certificate' : 'form.key');
    const id = `${ids}-${field}`;
    return (
      <div className="mc-field">
        <div className="dc-pem-head">
          <label htmlFor={id}>{label}</label>
          <label className="app-button dc-file-button">
            {t('form.readFile')}
            <input
              type="file"
              className="app-visually-hidden"
              aria-label={t('form.readFileLabel', { field: label })}
              accept={field === 'certificate' ? '.pem,.crt,.cer,.txt' : '.key,.pem,.txt'}
              onChange={(event) => {
                void readFile(field, event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <textarea
          {...fieldProps(id, errors, field)}
          className="mc-input mc-textarea dc-pem"
          rows={5}
          spellCheck={false}
          autoComplete="off"
          placeholder={
            field === 'certificate' ? '-----BEGIN CERTIFICATE-----' : '-----BEGIN PRIVATE KEY-----'
          }
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <p className="mc-field__hint">
          {t(field === 'certificate' ? 'form.certificateHint' : 'form.keyHint')}
        </p>
        <FieldError id={id} message={errors[field]} />
      </div>
    );
  };

  return (
    <dialog
      ref={dialog}
      className="mc-dialog dc-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="mc-dialog__head">
        <h2 id={`${ids}-title`} className="mc-dialog__title">
          {domain ? t('form.editTitle', { name: domain.display_name }) : t('form.addTitle')}
        </h2>
        <button type="button" className="app-icon-button" aria-label={t('form.close')} onClick={close}>
          ×
        </button>
      </div>
      <form className="mc-form" noValidate onSubmit={submit}>
        <div className="mc-field">
          <label htmlFor={`${ids}-name`}>{t('form.name')}</label>
          <input
            {...fieldProps(`${ids}-name`, errors, 'name')}
            className="mc-input"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            maxLength={253}
            placeholder="www.example.com"
            readOnly={domain !== null}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <p className="mc-field__hint">{t(domain ? 'form.nameFixed' : 'form.nameHint')}</p>
          <FieldError id={`${ids}-name`} message={errors.name} />
        </div>
        <div className="mc-field">
          <label htmlFor={`${ids}-region`}>{t('form.region')}</label>
          <select
            {...fieldProps(`${ids}-region`, errors, 'region')}
            className="mc-input"
            value={region}
            onChange={(event) => setRegion(event.target.value as DomainRegion)}
          >
            {DOMAIN_REGIONS.map((code) => (
              <option key={code} value={code}>
                {t(`region.${code}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${ids}-region`} message={errors.region} />
        </div>
        <fieldset className="mc-fieldset">
          <legend>{t('form.type')}</legend>
          <div className="mc-radios">
            {DOMAIN_TYPES.map((option) => (
              <label key={option} className="mc-check">
                <input
                  type="radio"
                  name={`${ids}-type`}
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                />
                {t(`type.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'https' ? (
          <>
            {domain?.cert ? (
              <p className="mc-muted dc-keep">
                {t('form.keepCert', {
                  subject: domain.cert.subject,
                  date: formatTime(domain.cert.not_after, 'YYYY-MM-DD'),
                })}
              </p>
            ) : null}
            {pemField('certificate', certificate, setCertificate)}
            {pemField('private_key', privateKey, setPrivateKey)}
          </>
        ) : null}
        <div className="app-actions mc-dialog__actions">
          <button type="button" className="app-button" onClick={close}>
            {t('form.cancel')}
          </button>
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {t('form.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
