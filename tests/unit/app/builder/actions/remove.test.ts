import { describe, expect, it } from 'vitest';
import { remove } from '#app/builder/actions/remove.ts';
import { idsOf, presentOf } from '../fixtures.ts';

describe('remove', () => {
  it('removes the module', () => {
    expect(idsOf(remove(presentOf(['aaaa', 'bbbb']), 'aaaa'))).toEqual(['bbbb']);
  });

  it('moves the selection to the next module, or the previous at the end', () => {
    expect(remove(presentOf(['aaaa', 'bbbb', 'cccc'], 'bbbb'), 'bbbb').selectedId).toBe('cccc');
    expect(remove(presentOf(['aaaa', 'bbbb'], 'bbbb'), 'bbbb').selectedId).toBe('aaaa');
    expect(remove(presentOf(['aaaa'], 'aaaa'), 'aaaa').selectedId).toBeNull();
  });

  it('keeps another selection', () => {
    expect(remove(presentOf(['aaaa', 'bbbb'], 'aaaa'), 'bbbb').selectedId).toBe('aaaa');
  });

  it('does nothing for an unknown id', () => {
    const present = presentOf(['aaaa']);
    expect(remove(present, 'nope')).toBe(present);
  });
});
