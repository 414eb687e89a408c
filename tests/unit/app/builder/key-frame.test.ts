// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formValueOf } from '#app/builder/checks.ts';
import { afterPaint } from '#app/builder/idle.ts';
import {
  $canvasModules,
  $outline,
  $selected,
  $selectedSlot,
  canvasModule,
  dispatch,
  moveModuleBy,
  selectModule,
  updateModuleProps,
} from '#app/builder/store.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import { cachedDefaults } from '#modules/validate.ts';
import { docOf, instance } from './fixtures.ts';

/**
 * What a key press in a settings field leaves for after the frame that shows it (BENCHMARKS
 * row 10): the canvas's copy of the module, its check. Animation frames are held here until the
 * test paints one.
 */
let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  dispatch({ type: 'load', doc: docOf('aaaa', 'bbbb', 'cccc'), version: 1 });
});
afterEach(() => {
  // Nothing stays queued for a frame no one paints (the shared queue asks for one frame at a time).
  paint();
  vi.unstubAllGlobals();
});

describe('a key press in a settings field', () => {
  it('keeps the outline and the selected slot: what depends on the page order does not re-render', () => {
    selectModule('bbbb');
    const outline = $outline.get();
    const slot = $selectedSlot.get();
    updateModuleProps('bbbb', { content: 'typed' });
    expect($outline.get()).toBe(outline);
    expect($selectedSlot.get()).toBe(slot);
    expect($selected.get()?.props).toEqual({ content: 'typed' });
    moveModuleBy('bbbb', 1);
    expect($outline.get()).not.toBe(outline);
    expect($outline.get().slots.map((s) => s.id)).toEqual(['aaaa', 'cccc', 'bbbb']);
    expect($outline.get().indexOf.get('bbbb')).toBe(2);
    // A move keeps the selected slot too: the settings panel does not render for a reorder.
    expect($selectedSlot.get()).toBe(slot);
  });

  it('reaches the canvas after the frame is painted; a move reaches it at once', async () => {
    const stop = $canvasModules.listen(() => undefined);
    try {
      updateModuleProps('bbbb', { content: 'typed' });
      expect(canvasModule('bbbb')?.props).toEqual({ content: 'bbbb' });
      paint();
      await expect.poll(() => canvasModule('bbbb')?.props).toEqual({ content: 'typed' });
      moveModuleBy('cccc', -1);
      expect($canvasModules.get().map((module) => module.id)).toEqual(['aaaa', 'cccc', 'bbbb']);
      expect(canvasModule('cccc')?.id).toBe('cccc');
    } finally {
      stop();
    }
  });
});

describe('afterPaint', () => {
  it('waits for the frame, runs what one frame queued in one task per priority, and skips what was cancelled', async () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    const cancel = afterPaint(() => ran.push('b'));
    afterPaint(() => ran.push('c'), 'background');
    cancel();
    expect(frames).toHaveLength(1);
    await Promise.resolve();
    expect(ran).toEqual([]);
    paint();
    await expect.poll(() => ran).toEqual(['a', 'c']);
  });
});

describe('formValueOf', () => {
  it("fills the type's defaults in, and answers props lacking none as they are (a form's own output)", () => {
    const entry = SCHEMA_REGISTRY['title-text'];
    if (!entry) throw new Error('no title-text schema');
    const partial = instance('aaaa', { content: 'Hello' });
    const filled = formValueOf(partial) as Record<string, unknown>;
    expect(filled).toEqual({ ...cachedDefaults(entry), content: 'Hello' });
    expect(formValueOf(instance('aaaa', filled))).toBe(filled);
  });
});
