import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#app/builder/idle.ts';
import { $selectedSlot, selectModule } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import { ModuleSettings } from './ModuleSettings.tsx';

/** The page setup (with its image upload) loads once the builder is idle: not needed to show the page. */
const SetupPanel = lazy(() => import('./SetupPanel.tsx').then((module) => ({ default: module.SetupPanel })));

/** The settings side: the selected module's form, or the page setup when nothing is selected. */
export function SettingsPanel() {
  const selected = useStore($selectedSlot);
  const lang = useStore($lang);
  const t = useT();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const loading = <p aria-busy="true">{t('formLoading')}</p>;
  const name = selected ? (EDITOR_REGISTRY[selected.type]?.title[lang] ?? selected.type) : '';
  return (
    <section className="lpb-settings" aria-labelledby="lpb-settings-title">
      <div className="lpb-settings__head">
        <h2 id="lpb-settings-title" className="lpb-settings__title">
          {selected ? t('moduleSettings', { name }) : t('pageSetup')}
        </h2>
        {selected ? (
          <button type="button" className="app-button app-button--ghost" onClick={() => selectModule(null)}>
            {t('backToSetup')}
          </button>
        ) : null}
      </div>
      {selected ? (
        <ModuleSettings key={selected.id} lang={lang} />
      ) : (
        <Suspense fallback={loading}>{idle ? <SetupPanel /> : loading}</Suspense>
      )}
    </section>
  );
}
