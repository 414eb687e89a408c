import { describe, expect, it } from 'vitest';
import { type BuilderAction, builderReducer } from '#app/builder/reducer.ts';
import { type BuilderState, COALESCE_MS, HISTORY_LIMIT, loadedState } from '#app/builder/state.ts';
import { docOf } from './fixtures.ts';

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const ids = (state: BuilderState) => state.doc.modules.map((module) => module.id);
const start = () => loadedState(docOf('aaaa', 'bbbb'), 3);

describe('builderReducer', () => {
  it('marks edits dirty and a save clean', () => {
    const edited = run(start(), { type: 'remove', id: 'aaaa' });
    expect(edited.dirty).toBe(true);
    const saved = run(edited, { type: 'saved', doc: edited.doc, version: 4 });
    expect(saved.dirty).toBe(false);
    expect(saved.savedVersion).toBe(4);
  });

  it('keeps edits made during a save unsaved', () => {
    const edited = run(start(), { type: 'remove', id: 'aaaa' });
    const more = run(
      edited,
      { type: 'moveBy', id: 'bbbb', delta: -1 },
      { type: 'copy', id: 'bbbb', newId: 'cccc' },
    );
    expect(run(more, { type: 'saved', doc: edited.doc, version: 4 }).dirty).toBe(true);
  });

  it('undoes and redoes edits, restoring the selection', () => {
    const edited = run(start(), { type: 'select', id: 'bbbb' }, { type: 'remove', id: 'bbbb' });
    expect(ids(edited)).toEqual(['aaaa']);
    const undone = run(edited, { type: 'undo' });
    expect(ids(undone)).toEqual(['aaaa', 'bbbb']);
    expect(undone.selectedId).toBe('bbbb');
    expect(undone.dirty).toBe(false);
    const redone = run(undone, { type: 'redo' });
    expect(ids(redone)).toEqual(['aaaa']);
    expect(redone.dirty).toBe(true);
  });

  it('does not record selection changes or no-ops as steps', () => {
    const state = run(start(), { type: 'select', id: 'aaaa' }, { type: 'moveBy', id: 'aaaa', delta: -1 });
    expect(state.history.past).toHaveLength(0);
    expect(state.selectedId).toBe('aaaa');
  });

  it('clears redo after a new edit', () => {
    const state = run(
      start(),
      { type: 'remove', id: 'aaaa' },
      { type: 'undo' },
      { type: 'remove', id: 'bbbb' },
    );
    expect(state.history.future).toHaveLength(0);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('coalesces typing in one field into one step', () => {
    const typed = run(
      start(),
      { type: 'updateProps', id: 'aaaa', props: { content: 'H' }, at: 1000 },
      { type: 'updateProps', id: 'aaaa', props: { content: 'He' }, at: 1200 },
      { type: 'updateProps', id: 'aaaa', props: { content: 'Hey' }, at: 1400 },
    );
    expect(typed.history.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).doc.modules[0]?.props).toEqual({ content: 'aaaa' });
  });

  it('starts a new step for another field, another module or after a pause', () => {
    const state = run(
      start(),
      { type: 'updateProps', id: 'aaaa', props: { content: 'H' }, at: 1000 },
      { type: 'updateProps', id: 'aaaa', props: { content: 'H', color: '#000' }, at: 1100 },
      { type: 'updateProps', id: 'bbbb', props: { content: 'x' }, at: 1200 },
      { type: 'updateProps', id: 'bbbb', props: { content: 'xy' }, at: 1200 + COALESCE_MS },
    );
    expect(state.history.past).toHaveLength(4);
  });

  it('coalesces page setup typing too', () => {
    const s0 = start();
    const state = run(
      s0,
      { type: 'updateSetup', setup: { ...s0.doc.setup, title: 'A' }, at: 0 },
      { type: 'updateSetup', setup: { ...s0.doc.setup, title: 'AB' }, at: 100 },
    );
    expect(state.history.past).toHaveLength(1);
    expect(state.doc.setup.title).toBe('AB');
  });

  it('keeps at most the history limit', () => {
    let state = start();
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      state = run(state, { type: 'moveBy', id: 'aaaa', delta: i % 2 === 0 ? 1 : -1 });
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('resets to the published document after autosave, as an undoable step to save', () => {
    const published = docOf('aaaa', 'bbbb');
    const edited = run(loadedState(published, 3), { type: 'remove', id: 'aaaa' });
    const autosaved = run(edited, { type: 'saved', doc: edited.doc, version: 4 });
    const reset = run(autosaved, { type: 'reset', to: published });
    expect(ids(reset)).toEqual(['aaaa', 'bbbb']);
    // Differs from what the server holds now (version 4): autosave stores the reset.
    expect(reset.dirty).toBe(true);
    expect(reset.savedVersion).toBe(4);
    expect(ids(run(reset, { type: 'undo' }))).toEqual(['bbbb']);
  });

  it('resets a page never published to the empty document', () => {
    const reset = run(start(), { type: 'reset', to: docOf() });
    expect(ids(reset)).toEqual([]);
    expect(reset.dirty).toBe(true);
  });

  it('keeps the undo history across autosaves', () => {
    const edited = run(start(), { type: 'remove', id: 'aaaa' }, { type: 'moveBy', id: 'bbbb', delta: 1 });
    const autosaved = run(edited, { type: 'saved', doc: edited.doc, version: 4 });
    expect(autosaved.history).toBe(edited.history);
    expect(ids(run(autosaved, { type: 'undo' }, { type: 'undo' }))).toEqual(['aaaa', 'bbbb']);
    expect(run(autosaved, { type: 'undo' }).dirty).toBe(true);
  });

  it("restores this device's draft as an undoable edit on the loaded version", () => {
    const draft = docOf('aaaa', 'bbbb', 'cccc');
    const restored = run(start(), { type: 'restoreDraft', doc: draft });
    expect(ids(restored)).toEqual(['aaaa', 'bbbb', 'cccc']);
    expect(restored.dirty).toBe(true);
    expect(restored.savedVersion).toBe(3);
    expect(ids(run(restored, { type: 'undo' }))).toEqual(['aaaa', 'bbbb']);
  });

  it('loads a document with empty history', () => {
    const edited = run(start(), { type: 'remove', id: 'aaaa' });
    const loaded = run(edited, { type: 'load', doc: docOf('zzzz'), version: 9 });
    expect(ids(loaded)).toEqual(['zzzz']);
    expect(loaded.history.past).toHaveLength(0);
    expect(loaded.savedVersion).toBe(9);
    expect(loaded.dirty).toBe(false);
  });
});
