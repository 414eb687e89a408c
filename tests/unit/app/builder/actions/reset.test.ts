import { describe, expect, it } from 'vitest';
import { reset } from '#app/builder/actions/reset.ts';
import { docOf, presentOf } from '../fixtures.ts';

describe('reset', () => {
  it('replaces the document with the one given (the published one, or a kept draft)', () => {
    const published = docOf('aaaa');
    expect(reset(presentOf(['aaaa', 'bbbb']), published).doc).toBe(published);
  });

  it('keeps the selection only when its module is in the new document', () => {
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
