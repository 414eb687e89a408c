/**
 * The app's one clipboard helper (the builder's share link, the page centre's copy-link button,
 * the domain centre's CNAME target). Spec sections 4 and 9: a copy reports success or failure,
 * and says so where the browser has no Clipboard API (e.g. plain http on another host).
 */
export type CopyOutcome = 'copied' | 'failed' | 'unsupported';

/** How long a copy confirmation shows (spec section 9). */
export const COPY_CONFIRMATION_MS = 1500;

/** Copies text with the asynchronous Clipboard API; `clipboard` is injectable for tests. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyOutcome> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
