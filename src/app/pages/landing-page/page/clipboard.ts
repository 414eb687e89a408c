/** What copying to the clipboard did (spec section 4: copy reports success or failure). */
export type CopyOutcome = 'success' | 'failed' | 'unsupported';

/** How long a copy button shows its confirmation. */
export const COPY_CONFIRMATION_MS = 1500;

/** Translation keys of the outcomes (the spec's texts). */
export const COPY_MESSAGE_KEYS: Record<CopyOutcome, string> = {
  success: 'copySuccess',
  failed: 'copyFailed',
  unsupported: 'copyUnsupported',
};

/** Copies text with the asynchronous Clipboard API; `clipboard` is injectable for tests. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyOutcome> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'success';
  } catch {
    return 'failed';
  }
}
