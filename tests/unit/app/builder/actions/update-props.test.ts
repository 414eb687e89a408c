import { describe, expect, it } from 'vitest';
import { updateProps } from '#app/builder/actions/update-props.ts';
import { presentOf } from '../fixtures.ts';

describe('updateProps', () => {
  it('replaces the props of one module and keeps the others by identity', () => {
    const present = presentOf(['aaaa', 'bbbb']);
    const props = { content: 'Hello' };
    const next = updateProps(present, 'bbbb', props);
    expect(next.doc.modules[1]?.props).toBe(props);
    expect(next.doc.modules[0]).toBe(present.doc.modules[0]);
    expect(next.doc.setup).toBe(present.doc.setup);
  });

  it('does nothing for the same props or an unknown id', () => {
    const present = presentOf(['aaaa']);
    expect(updateProps(present, 'aaaa', present.doc.modules[0]?.props ?? {})).toBe(present);
    expect(updateProps(present, 'nope', {})).toBe(present);
  });
});
