import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlanRefusal } from '#app/components/PlanRefusal.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps } from '#app/member-center/form.ts';
import { $lang } from '#app/stores/lang.ts';
import { DOMAIN_REGIONS, DOMAIN_TYPES, type DomainItem, type DomainRegion } from '#core/contracts/domain.ts';
import { formatTime } from '#core/time.ts';
import { domainFormCalls } from './domain-api.ts';
import { createDomainForm, type PemField } from './domain-form.ts';

/**
 * Adding a domain, or editing one (`domain` given): name (fixed once added), region, type and,
 * for HTTPS, the certificate and private key, pasted or read from files; the form's checks and
 * refusals live in domain-form.ts. A modal <dialog>: focus trap, Escape closes.
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
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form] = useState(() =>
    createDomainForm({ domain, lang: () => $lang.get(), calls: domainFormCalls }),
  );
  const { name, region, type, certificate, privateKey, errors, refusal, refusalLink, busy } = useStore(
    form.$state,
  );
  const dirty = useStore(form.$dirty);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  /** Closing with typed or pasted work asks first. */
  const close = () => {
    if (!dirty || window.confirm(t('form.discard'))) onClose();
  };

  const readFile = (field: PemField, file: File | undefined) => {
    if (!file) return;
    void form.readFile(field, file, (problem) =>
      t(problem === 'tooLarge' ? 'form.fileTooLarge' : 'form.fileFailed'),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit();
    if ('saved' in outcome) onSaved(outcome.saved);
    else if (outcome.focus) document.getElementById(`${ids}-${outcome.focus}`)?.focus();
  };

  const pemField = (field: PemField, value: string) => {
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
                readFile(field, event.target.files?.[0]);
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
          onChange={(event) => form.setPem(field, event.target.value)}
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
      <form className="mc-form" noValidate onSubmit={(event) => void submit(event)}>
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
            onChange={(event) => form.setName(event.target.value)}
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
            onChange={(event) => form.setRegion(event.target.value as DomainRegion)}
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
                  onChange={() => form.setType(option)}
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
            {pemField('certificate', certificate)}
            {pemField('private_key', privateKey)}
          </>
        ) : null}
        <PlanRefusal message={refusal} link={refusalLink} testId="domain-refusal" />
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
