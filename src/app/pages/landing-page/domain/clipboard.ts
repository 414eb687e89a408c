export type CopyOutcome = 'success' | 'failed' | 'unsupported';

/**
 * Copies text with the asynchronous Clipboard API. "unsupported" where the browser has none
 * (e.g. plain http on another host); the caller shows the spec's three messages.
 */
export async function copyText(
  text: string,
  clipboard: Clipboard | undefined = navigator.clipboard,
): Promise<CopyOutcome> {
  if (!clipboard?.writeText) return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'success';
  } catch {
    return 'failed';
  }
}
