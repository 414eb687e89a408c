import { useStore } from '@nanostores/react';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { checkedAlready, checkModule, formValueOf } from '#app/builder/checks.ts';
import { formServicesFor } from '#app/builder/form-services.ts';
import { settingsForm } from '#app/builder/forms.ts';
import { afterPaint } from '#app/builder/idle.ts';
import { $page } from '#app/builder/session.ts';
import { $selected, updateModuleProps } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import type { Lang } from '#core/i18n/lang.ts';
import type { ModuleInstance } from '#core/page/document.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

class FormBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const sameErrors = (a: FieldErrors, b: FieldErrors) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The module's field errors: at once when its check has been made (a module selected, an undo),
 * else the ones shown before until the frame showing the edit has been painted, then its own: a
 * key press shows its character before the module is parsed (BENCHMARKS row 10). Unchanged
 * errors keep their identity, so the form does not render again for them.
 */
function useErrorsAfterPaint(instance: ModuleInstance, lang: Lang): FieldErrors {
  const ready = checkedAlready(instance, lang)?.errors;
  const [shown, setShown] = useState(() => ready ?? checkModule(instance, lang).errors);
  if (ready && !sameErrors(ready, shown)) setShown(ready);
  useEffect(() => {
    if (ready) return undefined;
    return afterPaint(() => {
      const { errors } = checkModule(instance, lang);
      setShown((before) => (sameErrors(before, errors) ? before : errors));
    });
  }, [instance, lang, ready]);
  return shown;
}

/** The selected module's settings form, loaded on demand, with its field errors inline. */
export function ModuleSettings({ lang }: { lang: Lang }) {
  const selected = useStore($selected);
  return selected ? <InstanceSettings instance={selected} lang={lang} /> : null;
}

function InstanceSettings({ instance, lang }: { instance: ModuleInstance; lang: Lang }) {
  const t = useT();
  const Form = settingsForm(instance.type);
  const { id } = instance;
  const pageId = useStore($page)?.id ?? '';
  const services = useMemo(() => formServicesFor(pageId, id), [pageId, id]);
  const onChange = useCallback(
    (next: unknown) => updateModuleProps(id, next as Record<string, unknown>),
    [id],
  );
  const errors = useErrorsAfterPaint(instance, lang);
  if (!Form) return <p role="alert">{t('unknownModule')}</p>;
  return (
    <FormBoundary key={instance.type} fallback={<p role="alert">{t('formFailed')}</p>}>
      <Suspense fallback={<p aria-busy="true">{t('formLoading')}</p>}>
        <Form
          value={formValueOf(instance)}
          onChange={onChange}
          errors={errors}
          lang={lang}
          services={services}
        />
      </Suspense>
    </FormBoundary>
  );
}
