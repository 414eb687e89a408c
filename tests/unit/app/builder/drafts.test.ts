// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $confirm } from '#app/builder/confirm.ts';
import { offerDraft } from '#app/builder/draft-offer.ts';
import { dropDraft, keepDraft, readDraft } from '#app/builder/drafts.ts';
import { DRAFT_TEXT } from '#app/builder/recovery-text.ts';
import { $builder, dispatch } from '#app/builder/store.ts';
import { $lang } from '#app/stores/lang.ts';
import { docOf } from './fixtures.ts';

const PAGE = 'abcdefghij';

/** Answers the offer's question once it is asked; resolves with its message. */
function answer(yes: boolean): Promise<string> {
  return new Promise((resolve) => {
    const stop = $confirm.subscribe((request) => {
      if (!request) return;
      queueMicrotask(() => stop());
      resolve(request.message);
      request.resolve(yes);
    });
  });
}

describe('drafts kept on the device', () => {
  beforeEach(() => {
    $lang.set('en');
    dispatch({ type: 'load', doc: docOf('aaaa'), version: 4 });
  });
  afterEach(() => {
    dropDraft(PAGE);
    vi.unstubAllGlobals();
  });

  it('keeps, reads and drops a draft per page', () => {
    keepDraft(PAGE, { baseVersion: 4, doc: docOf('aaaa', 'bbbb') });
    expect(readDraft(PAGE)).toMatchObject({ baseVersion: 4 });
    expect(readDraft('otherpage1')).toBeNull();
    dropDraft(PAGE);
    expect(readDraft(PAGE)).toBeNull();
  });

  it('drops a draft equal to what the server holds, or made on a version the server never had, without asking', async () => {
    keepDraft(PAGE, { baseVersion: 3, doc: docOf('aaaa') });
    await offerDraft(PAGE, 4, docOf('aaaa'));
    expect(readDraft(PAGE)).toBeNull();
    keepDraft(PAGE, { baseVersion: 5, doc: docOf('aaaa', 'bbbb') });
    await offerDraft(PAGE, 4, docOf('aaaa'));
    expect(readDraft(PAGE)).toBeNull();
    expect($confirm.get()).toBeNull();
  });

  it('offers a draft made on the loaded version; declined, it is dropped and the page stays', async () => {
    keepDraft(PAGE, { baseVersion: 4, doc: docOf('aaaa', 'bbbb') });
    const asked = answer(false);
    await offerDraft(PAGE, 4, docOf('aaaa'));
    expect(await asked).toBe(DRAFT_TEXT.sameVersion.en);
    expect(readDraft(PAGE)).toBeNull();
    expect($builder.get().doc.modules.map((module) => module.id)).toEqual(['aaaa']);
  });

  it('says so when the server saved a newer version since; accepted, the draft is restored as an undoable edit and saved on that version', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const data = { version: 5, problems: {} };
      return new Response(JSON.stringify({ code: 1, msg: '', time: 0, data }));
    });
    keepDraft(PAGE, { baseVersion: 3, doc: docOf('aaaa', 'cccc') });
    const asked = answer(true);
    await offerDraft(PAGE, 4, docOf('aaaa'));
    expect(await asked).toBe(DRAFT_TEXT.newerVersion.en);
    const state = $builder.get();
    expect(state.doc.modules.map((module) => module.id)).toEqual(['aaaa', 'cccc']);
    expect(state.history.past).toHaveLength(1);
    expect(sent).toEqual([
      {
        id: expect.any(String),
        version: 4,
        doc: state.doc,
        save_id: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      },
    ]);
    expect(state.savedVersion).toBe(5);
    expect(readDraft(PAGE)).toBeNull();
  });
});
