import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $problems } from '#app/builder/checks.ts';
import { selectModule } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';

/**
 * What to fix before publishing: each invalid module with its messages; a click selects it (and
 * the canvas brings it into view). The list is built only while it is open: a long page may have
 * hundreds of entries.
 */
export function Problems() {
  const problems = useStore($problems);
  const lang = useStore($lang);
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!problems || problems.length === 0) return null;
  return (
    <details className="lpb-problems" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="lpb-problems__summary">{t('toFix', { count: problems.length })}</summary>
      {open ? (
        <div className="lpb-problems__body">
          <p className="lpb-problems__title">{t('toFixTitle')}</p>
          <ol className="lpb-problems__list">
            {problems.map(({ instance, errors }) => (
              <li key={instance.id}>
                <button
                  type="button"
                  className="lpb-problems__module"
                  onClick={() => selectModule(instance.id)}
                >
                  {EDITOR_REGISTRY[instance.type]?.title[lang] ?? instance.type}
                </button>
                <ul>
                  {Object.entries(errors).map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </details>
  );
}
