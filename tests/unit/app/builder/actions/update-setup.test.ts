import { describe, expect, it } from 'vitest';
import { updateSetup } from '#app/builder/actions/update-setup.ts';
import { presentOf } from '../fixtures.ts';

describe('updateSetup', () => {
  it('replaces the page setup and keeps the modules', () => {
    const present = presentOf(['aaaa']);
    const setup = { ...present.doc.setup, title: 'Spring sale', backgroundColor: '#ffeedd' };
    const next = updateSetup(present, setup);
    expect(next.doc.setup).toBe(setup);
    expect(next.doc.modules).toBe(present.doc.modules);
  });

  it('does nothing for the same setup', () => {
    const present = presentOf([]);
    expect(updateSetup(present, present.doc.setup)).toBe(present);
  });
});
