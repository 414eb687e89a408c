import { describe, expect, it } from 'vitest';
import { copy } from '#app/builder/actions/copy.ts';
import { idsOf, presentOf } from '../fixtures.ts';

describe('copy', () => {
  it('inserts a copy right after the original under a new id and selects it', () => {
    const present = presentOf(['aaaa', 'bbbb', 'cccc']);
    const next = copy(present, 'bbbb', 'copy1');
    expect(idsOf(next)).toEqual(['aaaa', 'bbbb', 'copy1', 'cccc']);
    expect(next.doc.modules[2]?.props).toEqual(present.doc.modules[1]?.props);
    expect(next.selectedId).toBe('copy1');
  });

  it('copies the props deeply so the two are edited independently', () => {
    const present = presentOf(['aaaa']);
    const next = copy(present, 'aaaa', 'copy1');
    expect(next.doc.modules[1]?.props).not.toBe(present.doc.modules[0]?.props);
  });

  it('does nothing for an unknown id', () => {
    const present = presentOf(['aaaa']);
    expect(copy(present, 'nope', 'copy1')).toBe(present);
  });
});
