import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '#app/api/errors.ts';
import {
  createDomainForm,
  type DomainFormCalls,
  MAX_PEM_FILE_BYTES,
} from '#app/pages/landing-page/domain/domain-form.ts';
import type { DomainItem } from '#core/contracts/domain.ts';

const item = (id: string): DomainItem => ({
  id,
  name: `${id}.example.com`,
  display_name: `${id}.example.com`,
  region: 'ap-east-1',
  type: 'http',
  verified: false,
  verified_at: 0,
  last_check_at: 0,
  last_check_result: '',
  txt_name: `_landinggo.${id}.example.com`,
  txt_value: 'token',
  expires_at: 0,
  cert: null,
  created_at: 1,
  updated_at: 1,
});

function fakeCalls(fail?: unknown) {
  const sent: unknown[] = [];
  const calls: DomainFormCalls = {
    addDomain: async (body) => {
      sent.push(body);
      if (fail) throw fail;
      return item('new');
    },
    editDomain: async (body) => {
      sent.push(body);
      if (fail) throw fail;
      return item(body.id);
    },
  };
  return { calls, sent };
}

const words = (problem: string) => `problem: ${problem}`;

describe('the domain form', () => {
  it('counts typed work as unsaved: a name when adding, any change of region, type or PEM', () => {
    const adding = createDomainForm({ domain: null, lang: () => 'en', calls: fakeCalls().calls });
    expect(adding.$dirty.get()).toBe(false);
    adding.setName('  ');
    expect(adding.$dirty.get()).toBe(false);
    adding.setName('shop.example.com');
    expect(adding.$dirty.get()).toBe(true);

    const editing = createDomainForm({ domain: item('a'), lang: () => 'en', calls: fakeCalls().calls });
    expect(editing.$dirty.get()).toBe(false);
    editing.setType('https');
    expect(editing.$dirty.get()).toBe(true);
  });

  it('reads a PEM file trimmed, and refuses one too large without reading it', async () => {
    const form = createDomainForm({ domain: null, lang: () => 'en', calls: fakeCalls().calls });
    await form.readFile(
      'certificate',
      { size: 10, text: async () => '\n-----BEGIN CERTIFICATE-----\n' },
      words,
    );
    expect(form.$state.get().certificate).toBe('-----BEGIN CERTIFICATE-----');
    let read = false;
    await form.readFile(
      'private_key',
      {
        size: MAX_PEM_FILE_BYTES + 1,
        text: async () => {
          read = true;
          return 'x';
        },
      },
      words,
    );
    expect(read).toBe(false);
    expect(form.$state.get().errors.private_key).toBe('problem: tooLarge');
    await form.readFile(
      'private_key',
      { size: 1, text: async () => Promise.reject(new Error('gone')) },
      words,
    );
    expect(form.$state.get().errors.private_key).toBe('problem: failed');
  });

  it('checks with the contract first and names the first field to fix', async () => {
    const fake = fakeCalls();
    const form = createDomainForm({ domain: null, lang: () => 'en', calls: fake.calls });
    expect(await form.submit()).toEqual({ focus: 'name' });
    expect(fake.sent).toEqual([]);
  });

  it('adds with the name, edits without it, and answers the saved domain', async () => {
    const adding = fakeCalls();
    const form = createDomainForm({ domain: null, lang: () => 'en', calls: adding.calls });
    form.setName('shop.example.com');
    expect(await form.submit()).toEqual({ saved: item('new') });
    expect(adding.sent).toEqual([
      { name: 'shop.example.com', region: 'ap-east-1', type: 'http', certificate: '', private_key: '' },
    ]);

    const editing = fakeCalls();
    const edit = createDomainForm({ domain: item('a'), lang: () => 'en', calls: editing.calls });
    edit.setRegion('us-east-1');
    await edit.submit();
    expect(editing.sent).toEqual([
      { id: 'a', region: 'us-east-1', type: 'http', certificate: '', private_key: '' },
    ]);
  });

  it('puts the server’s refusal on its field and names it for the focus', async () => {
    const refusal = new ApiCodeError({
      code: 0,
      msg: 'no',
      time: 1,
      data: { errors: { private_key: 'The key does not match the certificate' } },
    });
    const form = createDomainForm({ domain: null, lang: () => 'en', calls: fakeCalls(refusal).calls });
    form.setName('shop.example.com');
    expect(await form.submit()).toEqual({ focus: 'private_key' });
    expect(form.$state.get()).toMatchObject({
      errors: { private_key: 'The key does not match the certificate' },
      busy: false,
    });
  });
});
