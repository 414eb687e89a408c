/** What a key press asks of the builder's history. */
export type HistoryShortcut = 'undo' | 'redo' | null;

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redoes — except inside a text field, which
 * handles its own undo of typing.
 */
export function historyShortcut(event: KeyInfo, target: EventTarget | null): HistoryShortcut {
  if (isTextField(target) || event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

const TEXT_INPUTS = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/** Whether the element edits text itself (inputs, text areas, rich-text editors). */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as (Partial<HTMLElement> & { type?: string }) | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  return tag === 'input' && TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
}
