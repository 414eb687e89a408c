import { describe, expect, it } from 'vitest';
import { ApiCodeError, ApiNetworkError } from '#app/api/errors.ts';
import { createPageForm, type PageFormCalls } from '#app/pages/landing-page/page/page-form.ts';
import type { PageAddBody, PageEditBody, PageRow } from '#core/contracts/page.ts';

const saved = { id: 'p1', name: 'Spring sale', route: '/spring' } as unknown as PageRow;
const refused = (data: unknown, msg = 'refused') => new ApiCodeError({ code: 0, msg, time: 1, data });

function fakeCalls(fail?: unknown) {
  const sent: (PageAddBody | PageEditBody)[] = [];
  const calls: PageFormCalls = {
    addPage: async (body) => {
      sent.push(body);
      if (fail) throw fail;
      return saved;
    },
    editPage: async (body) => {
      sent.push(body);
      if (fail) throw fail;
      return saved;
    },
  };
  return { calls, sent };
}

describe('the page form', () => {
  it('checks locally first and names the first field to fix, sending nothing', async () => {
    const fake = fakeCalls();
    const form = createPageForm({ page: null, lang: () => 'en', calls: fake.calls });
    expect(form.$state.get()).toMatchObject({ name: '', route: '/', domainId: '' });
    expect(await form.submit()).toEqual({ focus: 'name' });
    expect(form.$state.get().errors.name).toBeTruthy();
    expect(fake.sent).toEqual([]);
  });

  it('adds a page with what was typed and answers it', async () => {
    const fake = fakeCalls();
    const form = createPageForm({ page: null, lang: () => 'en', calls: fake.calls });
    form.setName('Spring sale');
    form.setRoute('/spring');
    expect(await form.submit()).toEqual({ saved });
    expect(fake.sent).toEqual([
      { name: 'Spring sale', route: '/spring', domain_id: '', request_id: expect.any(String) },
    ]);
    expect(form.$state.get()).toMatchObject({ errors: {}, busy: false });
  });

  it('names the add: the same again after no answer, a new name after a refusal or other fields', async () => {
    const sent: PageAddBody[] = [];
    let answer: 'lost' | 'refused' = 'lost';
    const calls: PageFormCalls = {
      addPage: async (body) => {
        sent.push(body as PageAddBody);
        throw answer === 'lost' ? new ApiNetworkError('/client/page/add', false) : refused(null);
      },
      editPage: async () => saved,
    };
    const form = createPageForm({ page: null, lang: () => 'en', calls });
    form.setName('Spring sale');
    await form.submit();
    await form.submit();
    form.setName('Summer sale');
    await form.submit();
    answer = 'refused';
    await form.submit();
    await form.submit();
    const names = sent.map((body) => body.request_id);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[1]);
    expect(names[3]).toBe(names[2]);
    expect(names[4]).not.toBe(names[3]);
    expect(names.every((name) => /^[0-9A-Za-z_-]{8,64}$/.test(String(name)))).toBe(true);
  });

  it('edits the given page, starting from its values', async () => {
    const page = {
      id: 'Pg12345678',
      name: 'Old',
      route: '/old',
      domain: { id: 'd1', name: 'shop.example.com' },
    } as PageRow;
    const fake = fakeCalls();
    const form = createPageForm({ page, lang: () => 'en', calls: fake.calls });
    form.setName('New');
    await form.submit();
    expect(fake.sent).toEqual([{ id: 'Pg12345678', name: 'New', route: '/old', domain_id: 'd1' }]);
  });

  it('puts the server’s field messages on their fields, and a refusal without one above the buttons', async () => {
    const onField = createPageForm({
      page: null,
      lang: () => 'en',
      calls: fakeCalls(refused({ errors: { route: 'Route taken' } })).calls,
    });
    onField.setName('A');
    await onField.submit();
    expect(onField.$state.get()).toMatchObject({
      errors: { route: 'Route taken' },
      refusal: '',
      busy: false,
    });

    const general = createPageForm({
      page: null,
      lang: () => 'en',
      calls: fakeCalls(refused(null, 'Page limit reached')).calls,
    });
    general.setName('A');
    await general.submit();
    expect(general.$state.get()).toMatchObject({ errors: {}, refusal: 'Page limit reached' });
  });
});
