import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlanRefusal } from '#app/components/PlanRefusal.tsx';
import { RemoteSelect } from '#app/components/remote-select/RemoteSelect.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps } from '#app/member-center/form.ts';
import { $lang } from '#app/stores/lang.ts';
import { domainIndex } from '#core/contracts/endpoints/domain.ts';
import type { PageRow } from '#core/contracts/page.ts';
import { pageFormCalls } from './page-api.ts';
import { createPageForm } from './page-form.ts';

/**
 * Adding or editing a page (name, route, domain) in a modal dialog; the form's checks and
 * refusals live in page-form.ts.
 */
export function PageDialog({
  page,
  onClose,
  onSaved,
}: {
  /** The page to edit; null adds one. */
  readonly page: PageRow | null;
  readonly onClose: () => void;
  readonly onSaved: (page: PageRow) => void;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form] = useState(() => createPageForm({ page, lang: () => $lang.get(), calls: pageFormCalls }));
  const { name, route, domainId, errors, refusal, refusalLink, busy } = useStore(form.$state);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    document.getElementById(`${ids}-name`)?.focus();
    return () => element?.close();
  }, [ids]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit();
    if ('saved' in outcome) onSaved(outcome.saved);
    else if (outcome.focus) document.getElementById(`${ids}-${outcome.focus}`)?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="mc-dialog pc-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="mc-dialog__head">
        <h2 id={`${ids}-title`} className="mc-dialog__title">
          {t(page ? 'dialog.editTitle' : 'dialog.addTitle')}
        </h2>
        <button type="button" className="app-icon-button" aria-label={t('dialog.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <form className="mc-form" noValidate onSubmit={(event) => void submit(event)} data-testid="page-form">
        <div className="mc-field">
          <label htmlFor={`${ids}-name`}>{t('field.name')}</label>
          <input
            {...fieldProps(`${ids}-name`, errors, 'name')}
            className="mc-input"
            maxLength={50}
            autoComplete="off"
            placeholder={t('field.namePlaceholder')}
            value={name}
            onChange={(event) => form.setName(event.target.value)}
          />
          <FieldError id={`${ids}-name`} message={errors.name} />
        </div>
        <div className="mc-field">
          <label htmlFor={`${ids}-route`}>{t('field.route')}</label>
          <input
            {...fieldProps(`${ids}-route`, errors, 'route')}
            aria-describedby={`${ids}-route-hint${errors.route ? ` ${ids}-route-error` : ''}`}
            className="mc-input pc-mono"
            maxLength={100}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={route}
            onChange={(event) => form.setRoute(event.target.value)}
          />
          <p id={`${ids}-route-hint`} className="mc-field__hint">
            {t('field.routeHint')}
          </p>
          <FieldError id={`${ids}-route`} message={errors.route} />
        </div>
        <div className="mc-field">
          <label htmlFor={`${ids}-domain_id`}>{t('field.domain')}</label>
          <RemoteSelect
            id={`${ids}-domain_id`}
            url={domainIndex.path}
            value={domainId}
            onChange={form.setDomainId}
            labelField="display_name"
            initialLabel={page?.domain?.name ?? ''}
            placeholder={t('field.domainPlaceholder')}
            clearable
            aria-invalid={errors.domain_id ? true : undefined}
            aria-describedby={`${ids}-domain-hint${errors.domain_id ? ` ${ids}-domain_id-error` : ''}`}
          />
          <p id={`${ids}-domain-hint`} className="mc-field__hint">
            {t('field.domainHint')}
          </p>
          <FieldError id={`${ids}-domain_id`} message={errors.domain_id} />
        </div>
        <PlanRefusal message={refusal} link={refusalLink} testId="page-refusal" className="pc-refusal" />
        <div className="app-actions mc-dialog__actions">
          <button type="button" className="app-button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {t(page ? 'save' : 'create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
