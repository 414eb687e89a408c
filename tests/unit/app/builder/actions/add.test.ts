import { describe, expect, it } from 'vitest';
import { add } from '#app/builder/actions/add.ts';
import { MAX_MODULES } from '#core/page/document.ts';
import { idsOf, presentOf } from '../fixtures.ts';

const payload = (index: number) => ({
  moduleType: 'divider' as const,
  index,
  id: 'newOne',
  props: { type: 'none' },
  version: 1,
});

describe('add', () => {
  it('inserts the module at the index with its props and selects it', () => {
    const next = add(presentOf(['aaaa', 'bbbb']), payload(1));
    expect(idsOf(next)).toEqual(['aaaa', 'newOne', 'bbbb']);
    expect(next.doc.modules[1]).toEqual({
      id: 'newOne',
      type: 'divider',
      version: 1,
      props: { type: 'none' },
    });
    expect(next.selectedId).toBe('newOne');
  });

  it('clamps the index to the list', () => {
    expect(idsOf(add(presentOf(['aaaa']), payload(99)))).toEqual(['aaaa', 'newOne']);
    expect(idsOf(add(presentOf(['aaaa']), payload(-3)))).toEqual(['newOne', 'aaaa']);
  });

  it('keeps the other modules by identity', () => {
    const present = presentOf(['aaaa', 'bbbb']);
    const next = add(present, payload(0));
    expect(next.doc.modules[1]).toBe(present.doc.modules[0]);
  });

  it('refuses a module beyond the page limit', () => {
    const ids = Array.from({ length: MAX_MODULES }, (_, i) => `m${String(i).padStart(4, '0')}`);
    const full = presentOf(ids);
    expect(add(full, payload(0))).toBe(full);
  });
});
