import { describe, expect, it } from 'vitest';
import { select } from '#app/builder/actions/select.ts';
import { presentOf } from '../fixtures.ts';

describe('select', () => {
  it('selects a module of the page', () => {
    expect(select(presentOf(['aaaa', 'bbbb']), 'bbbb').selectedId).toBe('bbbb');
  });

  it('selects nothing for null or an unknown id', () => {
    expect(select(presentOf(['aaaa'], 'aaaa'), null).selectedId).toBeNull();
    expect(select(presentOf(['aaaa'], 'aaaa'), 'gone').selectedId).toBeNull();
  });

  it('answers the same state when the selection does not change', () => {
    const present = presentOf(['aaaa'], 'aaaa');
    expect(select(present, 'aaaa')).toBe(present);
  });
});
