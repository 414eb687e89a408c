import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { navigate } from '#app/router/navigate.ts';
import { $lang } from '#app/stores/lang.ts';
import type { PageRow } from '#core/contracts/page.ts';
import type { Localized } from '#core/i18n/lang.ts';
import type { ModuleProblems } from './page-centre.ts';

/**
 * A refused publish from the page centre: the modules to complete, in page order, each with what
 * to fix (the builder's own messages), and a button that opens the builder at the first one.
 */
export function ProblemsDialog({
  page,
  modules,
  onClose,
}: {
  readonly page: PageRow;
  readonly modules: readonly ModuleProblems[];
  readonly onClose: () => void;
}) {
  const t = useT();
  const lang = useStore($lang);
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    open.current?.focus();
    return () => element?.close();
  }, []);
  // The modules' names come with the builder, loaded when this dialog opens: the member is about
  // to open it anyway, and importing the registry here too would split it out of the builder's
  // first load into more, smaller chunks (+2 KB measured).
  const [titles, setTitles] = useState<Record<string, Localized> | null>(null);
  useEffect(() => {
    void import('#app/pages/landing-page/BuildPage.tsx').then(({ EDITOR_REGISTRY }) =>
      setTitles(
        Object.fromEntries(Object.entries(EDITOR_REGISTRY).map(([type, entry]) => [type, entry.title])),
      ),
    );
  }, []);
  const first = modules[0];
  const name = (type: string) => titles?.[type]?.[lang] ?? '';
  return (
    <dialog
      ref={dialog}
      className="mc-dialog pc-problems"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${ids}-title`} className="mc-dialog__title">
        {t('problems.title', { name: page.name })}
      </h2>
      <p>{t('problems.text')}</p>
      <ol className="pc-problems__list" data-testid="publish-problems">
        {modules.map((module) => (
          <li key={module.id}>
            <strong>{name(module.type)}</strong>
            <ul>
              {module.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="app-actions mc-dialog__actions">
        <button type="button" className="app-button" onClick={onClose}>
          {t('problems.close')}
        </button>
        {first ? (
          <button
            ref={open}
            type="button"
            className="app-button app-button--primary"
            onClick={() =>
              navigate(
                `/landing-page/build/${encodeURIComponent(page.id)}?module=${encodeURIComponent(first.id)}`,
              )
            }
          >
            {t('problems.open')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
