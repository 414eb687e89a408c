// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_SELECT_DEBOUNCE_MS, RemoteSelect } from '#app/components/remote-select/RemoteSelect.tsx';
import { $lang } from '#app/stores/lang.ts';
import { waitFor } from '../../../helpers/wait-for.ts';

const DOMAINS = [
  { id: 'd1', name: 'shop.example.com' },
  { id: 'd2', name: 'blog.example.com' },
  { id: 'd3', name: 'docs.example.com' },
];

let host: HTMLDivElement;
let root: Root;
let calls: URL[];

/** An injected fetch: filters DOMAINS by quickSearch like the server does; `fail` answers 503. */
function serve(options: { fail?: () => boolean } = {}) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (options.fail?.()) return new Response('', { status: 503 });
    const needle = (url.searchParams.get('quickSearch') ?? '').toLowerCase();
    const list = DOMAINS.filter((d) => d.name.includes(needle));
    return new Response(JSON.stringify({ code: 1, msg: '', time: 1, data: { list, total: list.length } }));
  });
}

const input = () => document.querySelector<HTMLInputElement>('[role="combobox"]');
const options = () => [...document.querySelectorAll('[role="option"]')];

function type(value: string) {
  const element = input();
  if (!element) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function key(name: string) {
  act(() => {
    input()?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

beforeEach(() => {
  calls = [];
  $lang.set('en');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RemoteSelect', () => {
  it('loads on opening with select=true and the extras, and picks with the keyboard', async () => {
    serve();
    const onChange = vi.fn();
    act(() =>
      root.render(
        <RemoteSelect url="/client/domain/index" value="" onChange={onChange} extras={{ type: 'https' }} />,
      ),
    );
    expect(input()?.getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(input()?.getAttribute('aria-expanded')).toBe('true');
    expect(calls[0]?.pathname).toBe('/client/domain/index');
    expect(calls[0]?.searchParams.get('select')).toBe('true');
    expect(calls[0]?.searchParams.get('quickSearch')).toBe('');
    expect(calls[0]?.searchParams.get('type')).toBe('https');
    // The first option is active; Down moves, End jumps, Up moves back.
    expect(input()?.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    key('ArrowDown');
    expect(input()?.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    key('End');
    key('ArrowUp');
    expect(input()?.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    key('Enter');
    expect(onChange).toHaveBeenCalledWith('d2', DOMAINS[1]);
    expect(options()).toHaveLength(0);
    expect(input()?.value).toBe('blog.example.com');
  });

  it('debounces the quick search into one request', async () => {
    serve();
    act(() => root.render(<RemoteSelect url="/x" value="" onChange={() => {}} />));
    key('ArrowDown');
    await waitFor(() => expect(options()).toHaveLength(3));
    type('s');
    type('sh');
    type('sho');
    await new Promise((resolve) => setTimeout(resolve, REMOTE_SELECT_DEBOUNCE_MS + 150));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(calls.map((c) => c.searchParams.get('quickSearch'))).toEqual(['', 'sho']);
  });

  it('Enter typed before the search answers never submits the form and picks from the fresh list', async () => {
    serve();
    const onChange = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    act(() =>
      root.render(
        <form onSubmit={(event) => submitted(event.nativeEvent)}>
          <RemoteSelect url="/client/domain/index" value="" onChange={onChange} />
        </form>,
      ),
    );
    key('ArrowDown');
    await waitFor(() => expect(options()).toHaveLength(3));
    // "blog" typed and Enter at once: the list shown still holds all three (shop first).
    type('blog');
    const form = host.querySelector('form');
    act(() => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      input()?.dispatchEvent(event);
      // A browser submits the form on an Enter nobody prevented.
      if (!event.defaultPrevented) form?.requestSubmit();
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('d2', DOMAINS[1]));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows the empty state, the error state with a retry, and Escape closes', async () => {
    let failing = true;
    serve({ fail: () => failing });
    act(() => root.render(<RemoteSelect url="/x" value="" onChange={() => {}} />));
    key('ArrowDown');
    await waitFor(() => expect(document.querySelector('.rs__list')?.textContent).toContain('Failed to load'));
    failing = false;
    const retry = [...document.querySelectorAll('.rs__list button')].find((b) => b.textContent === 'Retry');
    act(() => (retry as HTMLButtonElement | undefined)?.click());
    await waitFor(() => expect(options()).toHaveLength(3));
    type('nothing-matches');
    await waitFor(() => expect(document.querySelector('.rs__list')?.textContent).toBe('No data'));
    key('Escape');
    expect(document.querySelector('.rs__list')).toBeNull();
  });

  it('shows the initial label, clears, and speaks Chinese', async () => {
    $lang.set('zh-cn');
    serve();
    const onChange = vi.fn();
    act(() =>
      root.render(
        <RemoteSelect url="/x" value="d1" initialLabel="shop.example.com" onChange={onChange} clearable />,
      ),
    );
    expect(input()?.value).toBe('shop.example.com');
    const clear = document.querySelector<HTMLButtonElement>('button[aria-label="清除选择"]');
    act(() => clear?.click());
    expect(onChange).toHaveBeenCalledWith('', null);
    key('ArrowDown');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
  });
});
