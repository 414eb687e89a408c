import { describe, expect, it } from 'vitest';
import { reset } from '#app/builder/actions/reset.ts';
import { docOf, presentOf } from '../fixtures.ts';

describe('reset', () => {
  it('returns to the saved document', () => {
    const saved = docOf('aaaa');
    expect(reset(presentOf(['aaaa', 'bbbb']), saved).doc).toBe(saved);
  });

  it('keeps the selection only when its module is in the saved document', () => {
    const saved = docOf('aaaa');
    expect(reset(presentOf(['aaaa', 'bbbb'], 'aaaa'), saved).selectedId).toBe('aaaa');
    expect(reset(presentOf(['aaaa', 'bbbb'], 'bbbb'), saved).selectedId).toBeNull();
  });

  it('does nothing when nothing changed', () => {
    const saved = docOf('aaaa');
    const present = { doc: saved, selectedId: null };
    expect(reset(present, saved)).toBe(present);
  });
});
