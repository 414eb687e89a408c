import { describe, expect, it } from 'vitest';
import { pageSaveDataSchema } from '#core/contracts/builder.ts';
import { emptyDocument, MAX_MODULES, type PageDocument } from '#core/page/document.ts';
import { createPage, getPage, getPageDocument } from '#functions/data/pages-repo.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

let serial = 0;

/** A member with a session and one new page of theirs. */
async function memberWithPage() {
  serial += 1;
  const id = `builder-${serial}-${Date.now()}`;
  await putMember({ id, username: `builder${serial}` });
  const created = await createPage({
    userId: id,
    name: 'Spring sale',
    route: '/',
    domainId: '',
    domainName: '',
    nowMs: Date.now(),
  });
  if (!created.ok) throw new Error('page not created');
  return { memberId: id, token: tokenFor(id), pageId: created.page.id };
}

const title = (id: string, content: string) => ({
  id,
  type: 'title-text' as const,
  version: 1,
  props: { content },
});

function docWith(...modules: PageDocument['modules']): PageDocument {
  return { ...emptyDocument(), setup: { ...emptyDocument().setup, title: 'Spring' }, modules };
}

const save = (token: string, body: unknown, lang = 'en') =>
  stack.call('/client/page/save', { method: 'POST', token, body, lang });

describe('POST /client/page/save', () => {
  it('stores a new version and answers it', async () => {
    const { memberId, token, pageId } = await memberWithPage();
    const doc = docWith(title('t001', 'Hello'), title('t002', 'World'));
    const { body } = await save(token, { id: pageId, version: 1, doc });
    expect(body.code).toBe(1);
    const data = pageSaveDataSchema.parse(body.data);
    expect(data).toEqual({ version: 2, problems: {} });
    const page = await getPage(memberId, pageId);
    expect(page?.docVersion).toBe(2);
    const stored = await getPageDocument(page ?? { id: pageId, userId: memberId, docKey: '' });
    expect(stored.modules.map((m) => m.props.content)).toEqual(['Hello', 'World']);
    expect(stored.setup.title).toBe('Spring');
    const next = await save(token, { id: pageId, version: 2, doc: docWith() });
    expect(pageSaveDataSchema.parse(next.body.data).version).toBe(3);
  });

  it('saves an incomplete draft and lists what to fix, in the member language', async () => {
    const { token, pageId } = await memberWithPage();
    const doc = docWith(title('good', 'Hello'), title('bad1', ''));
    const en = await save(token, { id: pageId, version: 1, doc });
    expect(en.body.code).toBe(1);
    expect(pageSaveDataSchema.parse(en.body.data).problems).toEqual({
      bad1: { content: 'Title text is still the example' },
    });
    const zh = await save(token, { id: pageId, version: 2, doc }, 'zh-cn');
    expect(pageSaveDataSchema.parse(zh.body.data).problems).toEqual({
      bad1: { content: '标题文字仍是示例内容' },
    });
  });

  it('refuses a stale version as a conflict and keeps the newer work', async () => {
    const { memberId, token, pageId } = await memberWithPage();
    // Two tabs opened at version 1; the first saves, the second is stale.
    const first = await save(token, { id: pageId, version: 1, doc: docWith(title('tab1', 'First tab')) });
    expect(first.body.code).toBe(1);
    const second = await save(token, { id: pageId, version: 1, doc: docWith(title('tab2', 'Second tab')) });
    expect(second.body.code).toBe(0);
    expect(second.body.data).toEqual({ reason: 'conflict', version: 2 });
    expect(second.body.msg).toMatch(/saved elsewhere/);
    const page = await getPage(memberId, pageId);
    expect(page?.docVersion).toBe(2);
    const stored = await getPageDocument(page ?? { id: pageId, userId: memberId, docKey: '' });
    expect(stored.modules.map((m) => m.id)).toEqual(['tab1']);
  });

  it('settles racing saves of one version with exactly one winner', async () => {
    const { token, pageId } = await memberWithPage();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        save(token, { id: pageId, version: 1, doc: docWith(title(`race${n}`, `Tab ${n}`)) }),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.body.code !== 1))
      expect(answer.body.data).toEqual({ reason: 'conflict', version: 2 });
  });

  it('answers a named save sent again after its answer was lost as the first time, and stores it once', async () => {
    const { memberId, token, pageId } = await memberWithPage();
    const body = {
      id: pageId,
      version: 1,
      doc: docWith(title('lost1', 'Lost answer')),
      save_id: 'tab1-save-0001',
    };
    const first = await save(token, body);
    expect(first.body.code, first.body.msg).toBe(1);
    const again = await save(token, body);
    expect(again.body.code).toBe(1);
    expect(pageSaveDataSchema.parse(again.body.data).version).toBe(2);
    expect((await getPage(memberId, pageId))?.docVersion).toBe(2);
    // The builder's next save, made before it learnt the first one landed, meets a conflict that
    // names its own save, so it can take version 2 as its own.
    const next = await save(token, {
      ...body,
      doc: docWith(title('lost1', 'Typed more')),
      save_id: 'tab1-save-0002',
    });
    expect(next.body.data).toEqual({ reason: 'conflict', version: 2, saved_by: 'tab1-save-0001' });
  });

  it('refuses a save name that is not 8-64 letters, digits, "-" or "_", naming the field', async () => {
    const { token, pageId } = await memberWithPage();
    const { body } = await save(token, { id: pageId, version: 1, doc: docWith(), save_id: 'bad id!' });
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/save_id/);
  });

  it("refuses another member's page as missing and leaves it untouched", async () => {
    const owner = await memberWithPage();
    const other = await memberWithPage();
    const { body } = await save(other.token, {
      id: owner.pageId,
      version: 1,
      doc: docWith(title('evil', 'Taken')),
    });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ reason: 'missing' });
    expect((await getPage(owner.memberId, owner.pageId))?.docVersion).toBe(1);
  });

  it('answers missing for a page that does not exist', async () => {
    const { token } = await memberWithPage();
    const { body } = await save(token, { id: 'Zz00000000', version: 1, doc: docWith() });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ reason: 'missing' });
    expect(body.msg).toBe('The page does not exist or has been deleted');
  });

  it('stores rich text only after the sanitiser: no script, handlers, javascript: links or style tricks', async () => {
    const { memberId, token, pageId } = await memberWithPage();
    const html =
      '<p style="color:#c00;position:fixed">Hi <b>there</b><img src="x" onerror="alert(1)"></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a>';
    const rich = {
      id: 'rich1',
      type: 'rich-text' as const,
      version: 1,
      props: { content: html, padding: 16 },
    };
    const { body } = await save(token, { id: pageId, version: 1, doc: docWith(rich) });
    expect(body.code, body.msg).toBe(1);
    const page = await getPage(memberId, pageId);
    const stored = await getPageDocument(page ?? { id: pageId, userId: memberId, docKey: '' });
    const content = String(stored.modules[0]?.props.content);
    expect(content).toContain('<b>there</b>');
    expect(content).toContain('href="https://example.com"');
    expect(content).not.toMatch(/script|onerror|javascript:|position/i);
    expect(stored.modules[0]?.props.padding).toBe(16);
  });

  it('needs login', async () => {
    const { body } = await stack.call('/client/page/save', {
      method: 'POST',
      body: { id: 'Zz00000000', version: 1, doc: {} },
    });
    expect(body.code).toBe(303);
  });

  it(`refuses a document of more than ${MAX_MODULES} modules`, async () => {
    const { memberId, token, pageId } = await memberWithPage();
    const modules = Array.from({ length: MAX_MODULES + 1 }, (_, i) =>
      title(`m${String(i).padStart(5, '0')}`, 'x'),
    );
    const { body } = await save(token, { id: pageId, version: 1, doc: docWith(...modules) });
    expect(body.code).toBe(0);
    expect(Object.keys((body.data as { errors: Record<string, string> }).errors)).toEqual(['doc.modules']);
    expect((await getPage(memberId, pageId))?.docVersion).toBe(1);
  });

  it('accepts a full page of the largest size', async () => {
    const { token, pageId } = await memberWithPage();
    const modules = Array.from({ length: MAX_MODULES }, (_, i) =>
      title(`m${String(i).padStart(5, '0')}`, `Line ${i}`),
    );
    const { body } = await save(token, { id: pageId, version: 1, doc: docWith(...modules) });
    expect(body.code).toBe(1);
  });

  it('refuses a malformed document: unknown type, bad id, duplicate ids, props not an object', async () => {
    const { token, pageId } = await memberWithPage();
    const cases: [unknown, string][] = [
      [{ ...docWith(), modules: [{ id: 'abcd', type: 'marquee', props: {} }] }, 'doc.modules.0.type'],
      [{ ...docWith(), modules: [{ id: 'a b', type: 'divider', props: {} }] }, 'doc.modules.0.id'],
      [docWith(title('same', 'a'), title('same', 'b')), 'doc.modules.1.id'],
      [{ ...docWith(), modules: [{ id: 'abcd', type: 'divider', props: 'x' }] }, 'doc.modules.0.props'],
      [{ ...docWith(), setup: { backgroundColor: 'red' } }, 'doc.setup.backgroundColor'],
    ];
    for (const [doc, field] of cases) {
      const { body } = await save(token, { id: pageId, version: 1, doc });
      expect(body.code, field).toBe(0);
      expect(Object.keys((body.data as { errors: Record<string, string> }).errors), field).toContain(field);
    }
  });

  it("names the field in the request language, never in the validation library's words", async () => {
    const { token, pageId } = await memberWithPage();
    const doc = { ...docWith(), modules: [{ id: 'ab', type: 'divider', props: {} }] };
    const en = await save(token, { id: pageId, version: 1, doc });
    expect(en.body.msg).toBe('"doc.modules.0.id" is not in the expected format.');
    const zh = await save(token, { id: pageId, version: 1, doc }, 'zh-cn');
    expect(zh.body.msg).toBe('“doc.modules.0.id”格式不正确。');
  });
});
