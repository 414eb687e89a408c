import { useStore } from '@nanostores/react';
import { Component, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { checkModule } from '#app/builder/checks.ts';
import { formServicesFor } from '#app/builder/form-services.ts';
import { settingsForm } from '#app/builder/forms.ts';
import { $page } from '#app/builder/session.ts';
import { updateModuleProps } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import type { Lang } from '#core/i18n/lang.ts';
import type { ModuleInstance } from '#core/page/document.ts';

class FormBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The selected module's settings form, loaded on demand, with its field errors inline. */
export function ModuleSettings({ instance, lang }: { instance: ModuleInstance; lang: Lang }) {
  const t = useT();
  const Form = settingsForm(instance.type);
  const { id } = instance;
  const pageId = useStore($page)?.id ?? '';
  const services = useMemo(() => formServicesFor(pageId, id), [pageId, id]);
  const onChange = useCallback(
    (next: unknown) => updateModuleProps(id, next as Record<string, unknown>),
    [id],
  );
  if (!Form) return <p role="alert">{t('unknownModule')}</p>;
  const check = checkModule(instance, lang);
  return (
    <FormBoundary key={instance.type} fallback={<p role="alert">{t('formFailed')}</p>}>
      <Suspense fallback={<p aria-busy="true">{t('formLoading')}</p>}>
        <Form
          value={check.formValue}
          onChange={onChange}
          errors={check.errors}
          lang={lang}
          services={services}
        />
      </Suspense>
    </FormBoundary>
  );
}
