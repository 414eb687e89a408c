import { atom } from 'nanostores';
import { api } from '#app/api/api.ts';
import { ApiCodeError, ApiHttpError, ApiNetworkError, ApiTimeoutError } from '#app/api/errors.ts';
import { dropDraft, keepDraft, readDraft } from '#app/builder/drafts.ts';
import { newSaveId } from '#app/builder/ids.ts';
import { $builder, $locked, dispatch } from '#app/builder/store.ts';
import { takePageDetail } from '#app/router/route-data.ts';
import { pageSaveFailureSchema } from '#core/contracts/builder.ts';
import * as builderEndpoints from '#core/contracts/endpoints/builder.ts';
import * as pageEndpoints from '#core/contracts/endpoints/page.ts';
import type { PageRow } from '#core/contracts/page.ts';
import type { PageDocument } from '#core/page/document.ts';

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 3000;
/** A save that got no answer is tried again by itself after this, doubling up to the maximum. */
export const SAVE_RETRY_FIRST_MS = 5_000;
export const SAVE_RETRY_MAX_MS = 60_000;

export type LoadState = 'loading' | 'ready' | 'missing' | 'failed';
/** idle: nothing to do or unsaved changes waiting; conflict: the server holds newer work (autosave stops). */
export type SaveState = 'idle' | 'saving' | 'failed' | 'conflict';

export const $page = atom<PageRow | null>(null);
export const $loadState = atom<LoadState>('loading');
export const $saveState = atom<SaveState>('idle');
/** A failed save will be tried again by itself (when the connection is back, or after a wait). */
export const $saveRetrying = atom(false);

/**
 * Whether a save that failed this way is worth sending again unchanged: no answer (offline, timed
 * out) or the server failing (5xx, 429). A refusal (an envelope code, another HTTP status, an
 * answer that broke its contract) would be refused again.
 */
export function savesAgainAfter(error: unknown): boolean {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) return true;
  return error instanceof ApiHttpError && (error.status >= 500 || error.status === 429);
}

let pageId = '';
let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<unknown> | null = null;
/**
 * A save whose answer never came (offline, timed out, a failing gateway): it may have landed. Its
 * name, what it sent and on which version: the same document on the same version goes again under
 * the same name, and a conflict naming it means it did land.
 */
let unanswered: { id: string; version: number; doc: PageDocument } | null = null;
/** Whether the last failed save may succeed if sent again (savesAgainAfter). */
let lastFailureTransient = false;

/** Loads a page's document into the builder (also "reload the newer version" after a conflict). */
export async function loadPage(id: string): Promise<void> {
  pageId = id;
  clearTimeout(autosaveTimer);
  unanswered = null;
  $loadState.set('loading');
  try {
    // The navigation requested it with the builder's chunk (route-data.ts); a reload asks again.
    const { data } = await (takePageDetail(id) ??
      api(pageEndpoints.pageDetail, { id }, { showCodeMessage: false }));
    if (pageId !== id) return;
    $page.set(data.page);
    $locked.set(data.locked);
    dispatch({ type: 'load', doc: data.doc, version: data.version });
    $saveState.set('idle');
    $loadState.set('ready');
    // Work this device kept when the page was last hidden: offered back (the offer loads then).
    if (readDraft(id) !== null)
      void import('#app/builder/draft-offer.ts').then((offer) =>
        offer.offerDraft(id, data.version, data.doc),
      );
  } catch (error) {
    if (pageId !== id) return;
    // A handled refusal of a page id: the page is not the member's or no longer exists.
    $loadState.set(error instanceof ApiCodeError && error.envelope.code === 0 ? 'missing' : 'failed');
  }
}

export type SaveOutcome = 'saved' | 'unchanged' | 'conflict' | 'missing' | 'failed';

/**
 * Saves the current document on the version it is based on. One save at a time: a call while
 * one runs waits for it and then saves what changed meanwhile. A conflict never overwrites:
 * autosave stops until the member reloads or keeps editing knowingly. `quiet`: no toast when it
 * fails (a retry of a save whose failure the member has been told of).
 */
export async function saveNow({ quiet = false }: { quiet?: boolean } = {}): Promise<SaveOutcome> {
  clearTimeout(autosaveTimer);
  if (running) await running.catch(() => undefined);
  const state = $builder.get();
  if (!state.dirty) return 'unchanged';
  const sent = state.doc;
  const version = state.savedVersion;
  const saveId =
    unanswered && unanswered.doc === sent && unanswered.version === version ? unanswered.id : newSaveId();
  $saveState.set('saving');
  const attempt = (async (): Promise<SaveOutcome | 'landed'> => {
    try {
      const { data } = await api(
        builderEndpoints.pageSave,
        { id: pageId, version, doc: sent, save_id: saveId },
        { showCodeMessage: false, showErrorMessage: !quiet },
      );
      unanswered = null;
      dispatch({ type: 'saved', doc: sent, version: data.version });
      if (!$builder.get().dirty) dropDraft(pageId);
      $saveState.set('idle');
      return 'saved';
    } catch (error) {
      const reason =
        error instanceof ApiCodeError ? pageSaveFailureSchema.safeParse(error.envelope.data) : undefined;
      if (reason?.success) {
        const lost = unanswered;
        unanswered = null;
        const { version: at, saved_by: savedBy } = reason.data;
        if (reason.data.reason === 'conflict' && lost && savedBy === lost.id && at !== undefined) {
          // The save whose answer was lost did land: its document is the server's version `at`.
          // Take it as saved; what changed since is saved on top of it.
          dispatch({ type: 'saved', doc: lost.doc, version: at });
          return 'landed';
        }
        lastFailureTransient = false;
        $saveState.set(reason.data.reason === 'conflict' ? 'conflict' : 'failed');
        if (reason.data.reason === 'missing') $loadState.set('missing');
        return reason.data.reason;
      }
      lastFailureTransient = savesAgainAfter(error);
      if (lastFailureTransient) unanswered = { id: saveId, version, doc: sent };
      $saveState.set('failed');
      return 'failed';
    } finally {
      running = null;
    }
  })();
  running = attempt;
  const outcome = await attempt;
  return outcome === 'landed' ? saveNow({ quiet }) : outcome;
}

/** Whether a save is running (autosave never starts a second one). */
export const isSaving = () => running !== null;

/** After "keep editing locally": the conflict message closes, autosave stays off for this version. */
export function keepEditingLocally(): void {
  clearTimeout(autosaveTimer);
}

/**
 * Autosave: 3 s after the last change of the document, unless a save runs (it re-arms after)
 * or a conflict is open. Changes still waiting when the page is hidden (a reload within the
 * delay, a closed tab) are kept on this device (drafts.ts). Answers the function that stops it.
 */
export function startAutosave(): () => void {
  const arm = () => {
    clearTimeout(autosaveTimer);
    autosaveTimer = setTimeout(() => {
      if ($saveState.get() === 'conflict' || $loadState.get() !== 'ready') return;
      if (isSaving()) {
        arm();
        return;
      }
      void saveNow();
    }, AUTOSAVE_DELAY_MS);
  };
  let lastDoc = $builder.get().doc;
  const stop = $builder.listen((state) => {
    if (state.doc === lastDoc) return;
    lastDoc = state.doc;
    if (state.dirty) arm();
    else clearTimeout(autosaveTimer);
  });
  const keep = () => {
    const state = $builder.get();
    if (state.dirty && $loadState.get() === 'ready')
      keepDraft(pageId, { baseVersion: state.savedVersion, doc: state.doc });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  // A save that got no answer is sent again by itself: when the browser is back online, else
  // after a wait that doubles each time (5 s to a minute). The member was told once (a toast);
  // the status line says a retry is coming.
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = SAVE_RETRY_FIRST_MS;
  const retry = () => {
    clearTimeout(retryTimer);
    if ($saveState.get() !== 'failed' || $loadState.get() !== 'ready' || !$builder.get().dirty) {
      $saveRetrying.set(false);
      return;
    }
    void saveNow({ quiet: true });
  };
  const stopRetries = $saveState.subscribe((state) => {
    clearTimeout(retryTimer);
    const retrying = state === 'failed' && lastFailureTransient && $builder.get().dirty;
    $saveRetrying.set(retrying);
    if (retrying) {
      retryTimer = setTimeout(retry, retryDelay);
      retryDelay = Math.min(retryDelay * 2, SAVE_RETRY_MAX_MS);
    } else if (state === 'idle') {
      retryDelay = SAVE_RETRY_FIRST_MS;
    }
  });
  const onOnline = () => {
    if (!$saveRetrying.get()) return;
    retryDelay = SAVE_RETRY_FIRST_MS;
    retry();
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  return () => {
    stop();
    stopRetries();
    clearTimeout(retryTimer);
    $saveRetrying.set(false);
    window.removeEventListener('online', onOnline);
    clearTimeout(autosaveTimer);
    // Leaving within the app: unsaved work is what the member just agreed to discard.
    if ($builder.get().dirty) dropDraft(pageId);
    window.removeEventListener('pagehide', keep);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
