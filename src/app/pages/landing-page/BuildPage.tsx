import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Canvas } from '#app/builder/components/Canvas.tsx';
import { ConfirmDialog } from '#app/builder/components/ConfirmDialog.tsx';
import { Palette } from '#app/builder/components/Palette.tsx';
import { SettingsPanel } from '#app/builder/components/SettingsPanel.tsx';
import { Toolbar } from '#app/builder/components/Toolbar.tsx';
import { PlusIcon, SlidersIcon } from '#app/builder/icons.tsx';
import { historyShortcut } from '#app/builder/keyboard.ts';
import { $loadState, $saveState, loadPage, startAutosave } from '#app/builder/session.ts';
import { $dirty, redo, selectModule, undo } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { blockNavigation } from '#app/stores/navigation-guard.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import '#app/builder/builder.css';

type Drawer = 'palette' | 'settings' | null;

// Shown only on a conflict or a missing page: loaded then, not with the builder.
const ConflictDialog = lazy(() =>
  import('#app/builder/components/ConflictDialog.tsx').then((module) => ({ default: module.ConflictDialog })),
);
const MissingPage = lazy(() =>
  import('#app/builder/components/MissingPage.tsx').then((module) => ({ default: module.MissingPage })),
);

/** The conflict dialog and banner, while a save has met newer work on the server. */
function Conflict({ pageId }: { pageId: string }) {
  const saveState = useStore($saveState);
  if (saveState !== 'conflict') return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog pageId={pageId} />
    </Suspense>
  );
}

/** The page builder (/landing-page/build/{id}): palette, phone canvas, settings; saves and history. */
export default function BuildPage() {
  const { params, search } = useView();
  const pageId = params.id ?? '';
  const t = useT();
  const loadState = useStore($loadState);
  const dirty = useStore($dirty);
  const [drawer, setDrawer] = useState<Drawer>(null);

  // Before the first paint: the document's request should not wait for the loading screen to show.
  useLayoutEffect(() => {
    void loadPage(pageId);
    return startAutosave();
  }, [pageId]);

  // ?module={id} (the page centre's "open at the first problem"): that module, selected and in view.
  useEffect(() => {
    if (loadState === 'ready' && search.module) selectModule(search.module);
  }, [loadState, search.module]);

  // Leaving with unsaved changes asks first (in-app links, Back, closing the tab).
  useEffect(() => (dirty ? blockNavigation(t('leaveConfirm')) : undefined), [dirty, t]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = historyShortcut(event, event.target);
      if (!shortcut || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      if (shortcut === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A phone sheet takes the focus when it opens and closes with Escape. The settings sheet
  // covers the lower part of the screen: the module being edited scrolls to the top, above it.
  useEffect(() => {
    if (!drawer) return;
    document
      .querySelector<HTMLElement>(`.lpb__${drawer} .lpb__drawer-head button`)
      ?.focus({ preventScroll: true });
    if (drawer === 'settings')
      document.querySelector('.lpb-module--selected')?.scrollIntoView({ block: 'start' });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) setDrawer(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [drawer]);

  if (loadState === 'missing')
    return (
      <Suspense fallback={null}>
        <MissingPage />
      </Suspense>
    );
  if (loadState === 'failed')
    return (
      <div className="lpb-status" role="alert">
        <p className="lpb-status__title">{t('loadFailed')}</p>
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => void loadPage(pageId)}
        >
          {t('retry')}
        </button>
      </div>
    );
  if (loadState === 'loading')
    return (
      // The builder's frame, empty, until the page is in: the same toolbar, panes and phone in the
      // same places (the builder's own classes), so nothing moves when the page arrives.
      <div className="lpb" aria-busy="true" data-testid="builder-loading">
        <p className="app-visually-hidden" role="status">
          {t('loading')}
        </p>
        <div className="lpb-toolbar lpb-toolbar--waiting" />
        <div className="lpb__workspace">
          <div className="lpb__palette" />
          <div className="lpb__canvas">
            <div className="lpb-phone lpb-phone--waiting">
              <div className="app-skeleton__line app-skeleton__line--wide" />
              <div className="app-skeleton__line" />
              <div className="app-skeleton__line app-skeleton__line--short" />
            </div>
          </div>
          <div className="lpb__settings" />
        </div>
      </div>
    );

  return (
    <div className={`lpb${drawer ? ` lpb--drawer-${drawer}` : ''}`} data-testid="builder">
      <h1 className="app-visually-hidden">{t('title')}</h1>
      <Toolbar pageId={pageId} />
      <Conflict pageId={pageId} />
      <div className="lpb__workspace">
        <aside className="lpb__palette" aria-label={t('palette')}>
          <div className="lpb__drawer-head">
            <span>{t('palette')}</span>
            <button type="button" className="app-button app-button--ghost" onClick={() => setDrawer(null)}>
              {t('close')}
            </button>
          </div>
          <Palette onAdded={() => setDrawer(null)} />
        </aside>
        <div className="lpb__canvas">
          <Canvas />
        </div>
        <aside className="lpb__settings" aria-label={t('settings')}>
          <div className="lpb__drawer-head">
            <span>{t('settings')}</span>
            <button type="button" className="app-button app-button--ghost" onClick={() => setDrawer(null)}>
              {t('close')}
            </button>
          </div>
          <SettingsPanel />
        </aside>
      </div>
      <div className="lpb__phone-bar">
        <button
          type="button"
          className="app-button"
          onClick={() => setDrawer('palette')}
          aria-expanded={drawer === 'palette'}
        >
          <PlusIcon /> {t('openPalette')}
        </button>
        <button
          type="button"
          className="app-button"
          onClick={() => setDrawer('settings')}
          aria-expanded={drawer === 'settings'}
        >
          <SlidersIcon /> {t('openSettings')}
        </button>
      </div>
      <ConfirmDialog />
    </div>
  );
}

/** The module registry, for the page centre's list of modules to fix (it loads it with the builder). */
export { EDITOR_REGISTRY };
