import { useStore } from '@nanostores/react';
import { ModuleIcon } from '#app/builder/icons.tsx';
import { $locked, addModule, lockedPlan } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import { MODULE_TYPES, type ModuleGroup } from '#modules/types.ts';
import { PlanBadge } from './PlanBadge.tsx';

const GROUPS: readonly { group: ModuleGroup; label: string }[] = [
  { group: 'basic', label: 'basic' },
  { group: 'business', label: 'business' },
];

/** The palette: every registered module type, grouped; a click or Enter adds it after the selection. */
export function Palette({ onAdded }: { onAdded?: () => void }) {
  const lang = useStore($lang);
  const t = useT();
  const locked = useStore($locked);
  const editors = MODULE_TYPES.flatMap((type) => EDITOR_REGISTRY[type] ?? []);
  // "Add {name}" / "添加{name}": the words before and after the name, in the language's order.
  const [addBefore = '', addAfter = ''] = t('addModule', { name: '\u0000' }).split('\u0000');
  return (
    <nav className="lpb-palette" aria-label={t('palette')}>
      {GROUPS.map(({ group, label }) => {
        const entries = editors.filter((editor) => editor.group === group);
        if (entries.length === 0) return null;
        return (
          <section key={group} className="lpb-palette__group" aria-labelledby={`lpb-palette-${group}`}>
            <h2 id={`lpb-palette-${group}`} className="lpb-palette__title">
              {t(label)}
            </h2>
            <ul className="lpb-palette__list">
              {entries.map((editor) => {
                const plan = lockedPlan(locked, editor.type);
                return (
                  <li key={editor.type}>
                    <button
                      type="button"
                      className="lpb-palette__item"
                      data-add-type={editor.type}
                      onClick={() => {
                        addModule(editor.type);
                        onAdded?.();
                      }}
                    >
                      <ModuleIcon icon={editor.icon} />
                      {/* Named by what it shows ("Add" around it for screen readers), the plan's
                          badge too: a voice user says what they see (WCAG 2.5.3, label in name). */}
                      <span className="app-visually-hidden">{addBefore}</span>
                      <span>{editor.title[lang]}</span>
                      <span className="app-visually-hidden">{addAfter}</span>
                      {plan ? ' ' : null}
                      <PlanBadge plan={plan} t={t} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
