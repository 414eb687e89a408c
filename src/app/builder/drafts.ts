import type { PageDocument } from '#core/page/document.ts';

/**
 * The builder's unsaved work kept on this device: written when the page is hidden (reload, tab
 * closed, app switched) while changes wait for autosave, offered back when the page loads again
 * (src/app/builder/draft-offer.ts), removed once the server holds the work.
 */
export type Draft = {
  /** The server's document version the draft was made on. */
  readonly baseVersion: number;
  readonly doc: PageDocument;
};

const keyOf = (pageId: string) => `lp-builder-draft:${pageId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or unavailable storage keeps nothing (the leave prompt still warns). */
export function keepDraft(pageId: string, draft: Draft): void {
  try {
    storage()?.setItem(keyOf(pageId), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: nothing kept.
  }
}

/** The kept draft, unchecked (draft-offer.ts parses it), or null. */
export function readDraft(pageId: string): unknown {
  const text = storage()?.getItem(keyOf(pageId));
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function dropDraft(pageId: string): void {
  storage()?.removeItem(keyOf(pageId));
}
