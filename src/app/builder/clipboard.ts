/** How long the copy confirmation shows (spec section 9). */
export const COPY_NOTICE_MS = 1500;

export type CopyResult = 'copied' | 'failed' | 'unsupported';

/** Copies text with the async clipboard API; 'unsupported' where the browser has none. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  if (!clipboard?.writeText) return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
