import { useStore } from '@nanostores/react';
import {
  Component,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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

/**
 * Renders the form again when the selected module changes: at once, except for a key typed in a
 * text control that shows its own text (controls.tsx), after which the form renders once the
 * frame showing the character has been painted (BENCHMARKS row 10; the store, and with it undo,
 * "unsaved" and a save, has the character at once). A render always reads the store's module
 * (`$selected.get()`), so one made for another reason in between (its errors) never shows an
 * older value. Answers the change to report a form's value with.
 */
function useFormRenders(): (id: string, next: Record<string, unknown>, typed?: boolean) => void {
  const [, rendered] = useState(0);
  const typing = useRef(false);
  const shown = useRef<ModuleInstance | null>(null);
  shown.current = $selected.get();
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const render = () => {
      cancel();
      cancel = () => undefined;
      rendered((count) => count + 1);
    };
    const stop = $selected.listen(() => {
      if (!typing.current) render();
      else {
        cancel();
        cancel = afterPaint(render);
      }
    });
    // A change between this render and the subscription.
    if ($selected.get() !== shown.current) render();
    return () => {
      stop();
      cancel();
    };
  }, []);
  return useCallback((id, next, typed) => {
    typing.current = typed === true;
    try {
      updateModuleProps(id, next);
    } finally {
      typing.current = false;
    }
  }, []);
}

/** The selected module's settings form, loaded on demand, with its field errors inline. */
export function ModuleSettings({ lang }: { lang: Lang }) {
  const change = useFormRenders();
  const selected = $selected.get();
  return selected ? <InstanceSettings instance={selected} lang={lang} change={change} /> : null;
}

function InstanceSettings({
  instance: given,
  lang,
  change,
}: {
  instance: ModuleInstance;
  lang: Lang;
  change: ReturnType<typeof useFormRenders>;
}) {
  // Rendered alone (its errors changed), it still shows the module as the store has it.
  const latest = $selected.get();
  const instance = latest?.id === given.id ? latest : given;
  const t = useT();
  const Form = settingsForm(instance.type);
  const { id } = instance;
  const pageId = useStore($page)?.id ?? '';
  const services = useMemo(() => formServicesFor(pageId, id), [pageId, id]);
  const onChange = useCallback(
    (next: unknown, typed?: boolean) => change(id, next as Record<string, unknown>, typed),
    [id, change],
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
