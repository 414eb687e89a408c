import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type ApiClientDeps, createApiClient } from '#app/api/client.ts';
import { ApiCodeError, ApiNetworkError } from '#app/api/errors.ts';
import en from '#app/i18n/common/en.ts';
import { format } from '#core/i18n/lang.ts';

const envelope = (code: number, msg = '', data: unknown = null) => ({ code, msg, time: 1_700_000_000, data });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

type Options = {
  /** What the refresh does: store the token `renewed`, be refused (the session is over), or get no answer. */
  refresh: 'renews' | 'fails' | 'unreachable';
  /** The token the client starts with. */
  token?: string;
  /** How the server answers a sent token (`renewed` is accepted by default). */
  answer?: (token: string) => unknown;
};

/** A client over a scripted server, recording tokens sent, refreshes and the 409 rule's effects. */
function harness({ refresh, token = 'stale', answer }: Options) {
  const state = {
    token,
    refreshes: 0,
    cleared: 0,
    goTo: [] as string[],
    sent: [] as string[],
    toasts: [] as string[],
  };
  const respond =
    answer ??
    ((sent: string) => {
      if (!sent) return envelope(303, 'Please log in first', { type: 'need login' });
      return sent === 'renewed' ? envelope(1, '', { ok: true }) : envelope(409, 'Expired', null);
    });
  const deps: ApiClientDeps = {
    fetch: async (_input, init) => {
      const sent = new Headers(init?.headers).get('ba-user-token') ?? '';
      state.sent.push(sent);
      return json(respond(sent));
    },
    baseUrl: '',
    timeoutMs: 15_000,
    lang: () => 'en',
    token: () => state.token,
    isOnline: () => true,
    t: (key, values) => format(en[key], values),
    toast: (_type, message) => {
      state.toasts.push(message);
    },
    loading: { open: () => undefined, close: () => undefined },
    auth: {
      currentRoute: () => 'userAccountOverview',
      clearToken: () => {
        state.cleared += 1;
        state.token = '';
      },
      goTo: (route) => {
        state.goTo.push(route);
      },
      refresh: async () => {
        state.refreshes += 1;
        // A tick, so that concurrent calls overlap.
        await new Promise((done) => setTimeout(done, 5));
        if (refresh === 'fails') return 'refused';
        if (refresh === 'unreachable') return 'failed';
        state.token = 'renewed';
        return 'renewed';
      },
    },
  };
  return { client: createApiClient(deps), state };
}

const data = z.object({ ok: z.boolean() });

describe('an expired access token (409)', () => {
  it('is renewed once and the call repeated with the new token, staying on the page', async () => {
    const { client, state } = harness({ refresh: 'renews' });

    const answer = await client.get('/client/account/overview', data);

    expect(answer.data).toEqual({ ok: true });
    expect(state.sent).toEqual(['stale', 'renewed']);
    expect(state).toMatchObject({ refreshes: 1, cleared: 0, goTo: [] });
  });

  it('is renewed by one refresh for all the calls that failed with it at once', async () => {
    const { client, state } = harness({ refresh: 'renews' });

    const answers = await Promise.all([1, 2, 3].map(() => client.get('/client/account/overview', data)));

    expect(answers.every((answer) => answer.data.ok)).toBe(true);
    expect(state.refreshes).toBe(1);
  });

  it('that cannot be renewed clears the token and goes to the login route (the spec rule)', async () => {
    const { client, state } = harness({ refresh: 'fails' });

    await expect(client.get('/client/account/overview', data)).rejects.toBeInstanceOf(ApiCodeError);

    expect(state).toMatchObject({ refreshes: 1, cleared: 1, goTo: ['userLogin'] });
  });

  it('whose renewal gets no answer fails as the network did: the token is kept and the member stays', async () => {
    const { client, state } = harness({ refresh: 'unreachable' });

    await expect(client.get('/client/account/overview', data)).rejects.toBeInstanceOf(ApiNetworkError);

    expect(state).toMatchObject({ refreshes: 1, cleared: 0, goTo: [], token: 'stale' });
    expect(state.toasts).toEqual([en['api.serverException']]);
  });

  it('is renewed at most once per call: a refused renewed token applies the rule', async () => {
    const { client, state } = harness({ refresh: 'renews', answer: () => envelope(409, 'Expired', null) });

    await expect(client.get('/client/account/overview', data)).rejects.toBeInstanceOf(ApiCodeError);

    expect(state.sent).toEqual(['stale', 'renewed']);
    expect(state).toMatchObject({ refreshes: 1, cleared: 1, goTo: ['userLogin'] });
  });

  it('is renewed too when a sent token gets 303 "need login" (the start-up call answers so)', async () => {
    const { client, state } = harness({
      refresh: 'renews',
      answer: (sent) =>
        sent === 'renewed'
          ? envelope(1, '', { ok: true })
          : envelope(303, 'Please log in first', { type: 'need login' }),
    });

    expect((await client.get('/client/index/index', data)).data.ok).toBe(true);
    expect(state.refreshes).toBe(1);
  });

  it('is not refreshed for an anonymous caller', async () => {
    const { client, state } = harness({ refresh: 'renews', token: '' });

    await expect(client.get('/client/index/index', data)).rejects.toBeInstanceOf(ApiCodeError);

    expect(state.refreshes).toBe(0);
    expect(state.goTo).toEqual(['userLogin']);
  });
});
