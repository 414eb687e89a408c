import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS, type CopyOutcome, copyText } from '#app/browser/clipboard.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { showToast } from '#app/stores/toasts.ts';

/** The page centre's texts of the outcomes (the spec's texts). */
const COPY_MESSAGE_KEYS: Record<CopyOutcome, string> = {
  copied: 'copySuccess',
  failed: 'copyFailed',
  unsupported: 'copyUnsupported',
};

/** Copies a link; a toast says how it went and the button says "Copied" for 1.5 s after success. */
export function CopyLinkButton({ text, label }: { readonly text: string; readonly label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const outcome = await copyText(text);
    showToast(outcome === 'copied' ? 'success' : 'error', t(COPY_MESSAGE_KEYS[outcome]));
    if (outcome !== 'copied') return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <button
      type="button"
      className="app-button app-button--ghost pc-copy"
      // The name holds what it shows (WCAG 2.5.3, label in name): "Copied: Copy link of Spring".
      aria-label={copied ? `${t('copied')}: ${label}` : label}
      data-copied={copied || undefined}
      onClick={() => void copy()}
    >
      {copied ? `✓ ${t('copied')}` : t('copyLink')}
    </button>
  );
}
