import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { type ApiClientDeps, createApiClient, httpStatusMessageKey } from '#app/api/client.ts';
import {
  ApiCodeError,
  ApiContractError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
} from '#app/api/errors.ts';
import en from '#app/i18n/common/en.ts';
import { format } from '#core/i18n/lang.ts';

type Call = { url: string; init: RequestInit };

const envelope = (code: number, msg = '', data: unknown = null) => ({ code, msg, time: 1_700_000_000, data });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client over a scripted fetch, recording what it asks of the app. */
function harness(respond: (call: Call) => Response | Promise<Response> = () => json(envelope(1, '', {}))) {
  const calls: Call[] = [];
  const toasts: [string, string][] = [];
  const goTo: string[] = [];
  const state = {
    token: '',
    online: true,
    route: 'userAccountOverview' as string | undefined,
    cleared: 0,
    loading: 0,
  };
  const loadingLevels: number[] = [];
  const deps: ApiClientDeps = {
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    baseUrl: '',
    timeoutMs: 15_000,
    lang: () => 'en',
    token: () => state.token,
    isOnline: () => state.online,
    t: (key, values) => format(en[key], values),
    toast: (type, message) => {
      toasts.push([type, message]);
    },
    loading: {
      open: () => {
        state.loading += 1;
        loadingLevels.push(state.loading);
      },
      close: () => {
        state.loading -= 1;
        loadingLevels.push(state.loading);
      },
    },
    auth: {
      currentRoute: () => state.route,
      clearToken: () => {
        state.cleared += 1;
      },
      goTo: (route) => {
        goTo.push(route);
      },
    },
  };
  return { client: createApiClient(deps), calls, toasts, goTo, state, loadingLevels };
}

const anything = z.unknown();

describe('requests', () => {
  it('send the product headers, and the token only when logged in', async () => {
    const { client, calls, state } = harness();
    await client.get('/client/index/index', anything);
    state.token = 'jwt-1';
    await client.get('/client/index/index', anything);

    const [anonymous, loggedIn] = calls.map((call) => new Headers(call.init.headers));
    expect(anonymous?.get('server')).toBe('true');
    expect(anonymous?.get('think-lang')).toBe('en');
    expect(anonymous?.has('ba-user-token')).toBe(false);
    expect(loggedIn?.get('ba-user-token')).toBe('jwt-1');
  });

  it('flatten nested query objects', async () => {
    const { client, calls } = harness();
    await client.get('/client/ajax/area', anything, { query: { province: 1, extras: { level: [2, 3] } } });
    expect(calls[0]?.url).toBe(
      '/client/ajax/area?province=1&extras%5Blevel%5D%5B0%5D=2&extras%5Blevel%5D%5B1%5D=3',
    );
  });

  it('post JSON bodies, and FormData as multipart without a content type of their own', async () => {
    const { client, calls } = harness();
    await client.post('/client/user/logout', anything, { refresh_token: 'r' });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.txt');
    await client.post('/client/ajax/upload', anything, form, { query: { driver: 'local' } });

    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"refresh_token":"r"}');
    expect(calls[1]?.init.body).toBe(form);
    expect(new Headers(calls[1]?.init.headers).has('content-type')).toBe(false);
    expect(calls[1]?.url).toBe('/client/ajax/upload?driver=local');
  });

  it('resolve with the envelope whose data matched the schema', async () => {
    const { client } = harness(() => json(envelope(1, 'ok', { n: '5' })));
    const answer = await client.get('/x', z.object({ n: z.coerce.number() }));
    expect(answer).toEqual({ code: 1, msg: 'ok', time: 1_700_000_000, data: { n: 5 } });
  });
});

describe('code other than 1 (spec section 8)', () => {
  it('shows msg as an error toast and rejects with the envelope', async () => {
    const { client, toasts, goTo } = harness(() => json(envelope(0, 'Name taken')));
    const error = await client.get('/x', anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect((error as ApiCodeError).envelope.msg).toBe('Name taken');
    expect(toasts).toEqual([['error', 'Name taken']]);
    expect(goTo).toEqual([]);
  });

  it('keeps quiet when the caller suppresses code messages', async () => {
    const { client, toasts } = harness(() => json(envelope(0, 'Wrong area')));
    await expect(client.post('/c', anything, {}, { showCodeMessage: false })).rejects.toBeInstanceOf(
      ApiCodeError,
    );
    expect(toasts).toEqual([]);
  });

  it('303 "need login": clears the token, goes to the login route, with the message', async () => {
    const { client, toasts, goTo, state } = harness(() =>
      json(envelope(303, 'Please log in first', { type: 'need login' })),
    );
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiCodeError);
    expect(state.cleared).toBe(1);
    expect(goTo).toEqual(['userLogin']);
    expect(toasts).toEqual([['error', 'Please log in first']]);
  });

  it('303 with other data: goes to the user route and keeps the token', async () => {
    const { client, goTo, state, toasts } = harness(() =>
      json(envelope(303, 'Already logged in', { type: 'logged in' })),
    );
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiCodeError);
    expect(state.cleared).toBe(0);
    expect(goTo).toEqual(['user']);
    expect(toasts).toEqual([['error', 'Already logged in']]);
  });

  it('409: clears the token and goes to the login route whatever the data', async () => {
    const { client, goTo, state } = harness(() => json(envelope(409, 'Token expired', { type: 'anything' })));
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiCodeError);
    expect(state.cleared).toBe(1);
    expect(goTo).toEqual(['userLogin']);
  });

  it('shows no message and stays when already on the target route (the token still goes)', async () => {
    const { client, goTo, state, toasts } = harness(() =>
      json(envelope(303, 'Please log in first', { type: 'need login' })),
    );
    state.route = 'userLogin';
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiCodeError);
    expect(toasts).toEqual([]);
    expect(goTo).toEqual([]);
    expect(state.cleared).toBe(1);
  });

  it('303 without data neither toasts nor redirects', async () => {
    const { client, goTo, toasts } = harness(() => json(envelope(303, 'See other', null)));
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiCodeError);
    expect(toasts).toEqual([]);
    expect(goTo).toEqual([]);
  });
});

describe('code 1', () => {
  it('shows msg as a success toast when asked', async () => {
    const { client, toasts } = harness(() => json(envelope(1, 'Code sent')));
    await client.post('/client/Sms/send', anything, {}, { showSuccessMessage: true });
    expect(toasts).toEqual([['success', 'Code sent']]);
  });

  it('says "Operation successful" when msg is empty', async () => {
    const { client, toasts } = harness(() => json(envelope(1, '')));
    await client.post('/x', anything, {}, { showSuccessMessage: true });
    expect(toasts).toEqual([['success', 'Operation successful']]);
  });

  it('shows nothing by default', async () => {
    const { client, toasts } = harness(() => json(envelope(1, 'Done')));
    await client.get('/x', anything);
    expect(toasts).toEqual([]);
  });
});

describe('HTTP statuses (spec section 8)', () => {
  it.each([
    [302, 'Interface redirected!'],
    [400, 'Incorrect parameter!'],
    [401, 'You do not have permission to operate!'],
    [403, 'You do not have permission to operate!'],
    [404, 'Error requesting address: /client/nope?a=1'],
    [408, 'Request timed out!'],
    [409, 'The same data already exists in the system!'],
    [500, 'Server internal error!'],
    [501, 'Service not implemented!'],
    [502, 'Gateway error!'],
    [503, 'Service unavailable!'],
    [504, 'The service is temporarily unavailable Please try again later!'],
    [505, 'HTTP version is not supported!'],
    [418, 'Abnormal problem, please contact the website administrator!'],
    [599, 'Abnormal problem, please contact the website administrator!'],
  ])('%i shows "%s"', async (status, message) => {
    const { client, toasts } = harness(() => json(envelope(0, 'not this'), status));
    const error = await client.get('/client/nope', anything, { query: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).status).toBe(status);
    expect(toasts).toEqual([['error', message]]);
  });

  it('maps 403 to the permission message key', () => {
    expect(httpStatusMessageKey(403)).toBe('api.401');
  });

  it('keeps quiet when the caller suppresses error messages', async () => {
    const { client, toasts } = harness(() => json({}, 500));
    await expect(client.get('/x', anything, { showErrorMessage: false })).rejects.toBeInstanceOf(
      ApiHttpError,
    );
    expect(toasts).toEqual([]);
  });
});

describe('transport failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after the timeout with "Network request timeout!"', async () => {
    const { client, toasts } = harness(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/slow', anything).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ApiTimeoutError);
    expect(toasts).toEqual([['error', 'Network request timeout!']]);
  });

  it('says "Server exception!" when the network fails while online', async () => {
    const { client, toasts } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.get('/x', anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(toasts).toEqual([['error', 'Server exception!']]);
  });

  it('says "You are disconnected!" when offline', async () => {
    const { client, toasts, state } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    state.online = false;
    await expect(client.get('/x', anything)).rejects.toMatchObject({ offline: true });
    expect(toasts).toEqual([['error', 'You are disconnected!']]);
  });

  it('rejects an answer that is not the envelope', async () => {
    const { client, toasts } = harness(() => new Response('<html>', { status: 200 }));
    await expect(client.get('/x', anything)).rejects.toBeInstanceOf(ApiContractError);
    expect(toasts).toEqual([['error', 'Abnormal problem, please contact the website administrator!']]);
  });

  it('rejects data that does not match the contract', async () => {
    const { client } = harness(() => json(envelope(1, '', { n: 'x' })));
    await expect(client.get('/x', z.object({ n: z.number() }))).rejects.toBeInstanceOf(ApiContractError);
  });
});

describe('loading overlay', () => {
  it('is referenced while each loading call runs, and released on failure too', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, loadingLevels, state } = harness(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const first = client.get('/a', anything, { loading: true });
    expect(state.loading).toBe(1);
    release(json(envelope(0, 'no')));
    await first.catch(() => undefined);
    expect(state.loading).toBe(0);
    expect(loadingLevels).toEqual([1, 0]);
  });

  it('is not touched without the option', async () => {
    const { client, loadingLevels } = harness();
    await client.get('/a', anything);
    expect(loadingLevels).toEqual([]);
  });
});

describe('endpoint calls (src/core/contracts/endpoints)', () => {
  it('send a GET endpoint its input as the query and parse the answer with its answer schema', async () => {
    const { pageIndex } = await import('#core/contracts/endpoints/page.ts');
    const { client, calls } = harness(() =>
      json(envelope(1, '', { list: [], total: 0, page: 2, limit: 10 })),
    );
    const answer = await client.call(pageIndex, { page: 2, limit: 10, quickSearch: 'a b' });
    expect(calls[0]?.url).toBe('/client/page/index?page=2&limit=10&quickSearch=a+b');
    expect(calls[0]?.init.method).toBe('GET');
    expect(answer.data.total).toBe(0);
  });

  it('send a POST endpoint its input as the JSON body', async () => {
    const { pageDel } = await import('#core/contracts/endpoints/page.ts');
    const { client, calls } = harness();
    await client.call(pageDel, { id: 'p1' });
    expect(calls[0]?.url).toBe('/client/page/del');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"id":"p1"}');
  });

  it('hand over the answer as the server sent it, never loading the endpoint schemas', async () => {
    // The server validated the request and built the answer from the endpoint's answer contract
    // (tests/helpers/api-stack.ts checks every answer against it); the browser keeps Zod out of
    // its first load.
    const { pageIndex } = await import('#core/contracts/endpoints/page.ts');
    const sent = { list: [], total: 3, page: 1, limit: 10, extra: true };
    const { client } = harness(() => json(envelope(1, '', sent)));
    const schemas = vi.spyOn(pageIndex, 'schemas');
    expect((await client.call(pageIndex, { page: 1, limit: 10 })).data).toEqual(sent);
    expect(schemas).not.toHaveBeenCalled();
  });

  it('refuse an answer that is not an envelope, whatever the endpoint', async () => {
    const { pageIndex } = await import('#core/contracts/endpoints/page.ts');
    const { client } = harness(() => json({ code: 1, msg: 'ok', data: {} }));
    await expect(client.call(pageIndex, { page: 1, limit: 10 })).rejects.toBeInstanceOf(ApiContractError);
  });
});
