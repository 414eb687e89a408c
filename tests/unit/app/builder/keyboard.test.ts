import { describe, expect, it } from 'vitest';
import { historyShortcut, isTextField } from '#app/builder/keyboard.ts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, ...extra }) as unknown as EventTarget;

describe('historyShortcut', () => {
  it('undoes with Ctrl+Z or Cmd+Z and redoes with the Shift variant or Ctrl+Y', () => {
    expect(historyShortcut(key('z', { ctrlKey: true }), null)).toBe('undo');
    expect(historyShortcut(key('z', { metaKey: true }), null)).toBe('undo');
    expect(historyShortcut(key('Z', { ctrlKey: true, shiftKey: true }), null)).toBe('redo');
    expect(historyShortcut(key('Z', { metaKey: true, shiftKey: true }), null)).toBe('redo');
    expect(historyShortcut(key('y', { ctrlKey: true }), null)).toBe('redo');
  });

  it('ignores plain keys and other combinations', () => {
    expect(historyShortcut(key('z'), null)).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true, altKey: true }), null)).toBeNull();
    expect(historyShortcut(key('x', { ctrlKey: true }), null)).toBeNull();
  });

  it('leaves undo to text fields while typing', () => {
    expect(historyShortcut(key('z', { ctrlKey: true }), element('INPUT', { type: 'text' }))).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true }), element('TEXTAREA'))).toBeNull();
    expect(
      historyShortcut(key('z', { ctrlKey: true }), element('DIV', { isContentEditable: true })),
    ).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true }), element('BUTTON'))).toBe('undo');
    expect(historyShortcut(key('z', { ctrlKey: true }), element('INPUT', { type: 'checkbox' }))).toBe('undo');
  });
});

describe('isTextField', () => {
  it('knows text inputs from other controls', () => {
    expect(isTextField(element('INPUT'))).toBe(true);
    expect(isTextField(element('INPUT', { type: 'color' }))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
