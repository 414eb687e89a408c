import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { problemsNow } from '#app/builder/checks.ts';
import { RedoIcon, UndoIcon } from '#app/builder/icons.tsx';
import { $page, $saveRetrying, $saveState, saveNow } from '#app/builder/session.ts';
import { $canRedo, $canUndo, $dirty, $savedVersion, redo, undo } from '#app/builder/store.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { navigate } from '#app/router/navigate.ts';
import { LINK_TOAST_MS, showToast } from '#app/stores/toasts.ts';
import { Problems } from './Problems.tsx';

/** The builder's actions: undo, redo, reset, preview, save, publish, with the save state. */
export function Toolbar({ pageId }: { pageId: string }) {
  const t = useT();
  const canUndo = useStore($canUndo);
  const canRedo = useStore($canRedo);
  const dirty = useStore($dirty);
  const saveState = useStore($saveState);
  const saveRetrying = useStore($saveRetrying);

  const save = async () => {
    const outcome = await saveNow();
    if (outcome === 'saved' || outcome === 'unchanged') showToast('success', t('saved'));
    else if (outcome === 'failed') showToast('error', t('saveFailed'));
  };
  const page = useStore($page);
  const savedVersion = useStore($savedVersion);
  // Nothing to reset while the server holds the published version and nothing is unsaved.
  const atPublished = !dirty && page !== null && page.published_version === savedVersion;
  const reset = () => import('#app/builder/reset-flow.ts').then((flow) => flow.resetToPublished(pageId));
  const [publishing, setPublishing] = useState(false);
  /** Saves what is open, then publishes it; modules to fix are listed instead. */
  const publish = async () => {
    const outcome = await saveNow();
    if (outcome !== 'saved' && outcome !== 'unchanged') return;
    if (problemsNow().length > 0) {
      showToast('error', t('publishProblems'));
      return;
    }
    setPublishing(true);
    try {
      // Loaded on the first publish: the publish contracts stay out of the builder's first load.
      const { publishPage } = await import('#app/api/publish.ts');
      const { data } = await publishPage(pageId, { showSuccessMessage: false });
      const current = $page.get();
      if (current) $page.set({ ...current, state: data.state, published_version: data.published_version });
      showToast('success', t('published'), LINK_TOAST_MS, data.url);
    } catch {
      // The API client showed why.
    } finally {
      setPublishing(false);
    }
  };
  const preview = async () => {
    const outcome = await saveNow();
    if (outcome === 'saved' || outcome === 'unchanged')
      navigate(`/landing-page/preview?id=${encodeURIComponent(pageId)}`);
  };

  let status = t('saved');
  if (saveState === 'saving') status = t('saving');
  else if (saveState === 'failed') status = t(saveRetrying ? 'saveRetrying' : 'saveFailed');
  else if (saveState === 'conflict' || dirty) status = t('unsaved');

  return (
    <div className="lpb-toolbar" role="toolbar" aria-label={t('title')}>
      <div className="lpb-toolbar__group">
        <button
          type="button"
          className="app-icon-button"
          aria-label={t('undo')}
          title={`${t('undo')} (Ctrl/Cmd+Z)`}
          disabled={!canUndo}
          onClick={undo}
        >
          <UndoIcon />
        </button>
        <button
          type="button"
          className="app-icon-button"
          aria-label={t('redo')}
          title={`${t('redo')} (Shift+Ctrl/Cmd+Z)`}
          disabled={!canRedo}
          onClick={redo}
        >
          <RedoIcon />
        </button>
        <span className="lpb-toolbar__status" role="status" data-save-state={saveState} data-dirty={dirty}>
          {status}
        </span>
      </div>
      <Problems />
      <div className="lpb-toolbar__group">
        <button type="button" className="app-button" onClick={() => void reset()} disabled={atPublished}>
          {t('reset')}
        </button>
        <button type="button" className="app-button" onClick={preview}>
          {t('preview')}
        </button>
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={save}
          disabled={saveState === 'saving'}
        >
          {t('save')}
        </button>
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => void publish()}
          disabled={saveState === 'saving' || publishing}
          aria-busy={publishing}
        >
          {t('publish')}
        </button>
      </div>
    </div>
  );
}
