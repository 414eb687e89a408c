// @vitest-environment happy-dom
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '#app/browser/cookies.ts';
import type { IndexData } from '#core/contracts/index-endpoint.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';
import { startUpData } from '../../helpers/start-up-data.ts';
import { waitFor } from '../../helpers/wait-for.ts';

// The app updates from stores and timers like in a browser; assertions wait for the DOM instead of act().

const entry = (id: number, fields: Partial<RuleEntry>): RuleEntry => ({
  id,
  name: `e${id}`,
  title: `Entry ${id}`,
  path: `e${id}`,
  icon: '',
  type: 'menu',
  menu_type: 'tab',
  url: '',
  extend: 'none',
  children: [],
  ...fields,
});

const data: IndexData = startUpData({
  open_member_center: true,
  user_info: { id: '3', username: 'amy', nickname: 'Amy', avatar: '' },
  rules: [],
  menus: [
    entry(1, {
      type: 'menu_dir',
      title: 'My account',
      menu_type: '',
      children: [entry(2, { title: 'Overview', path: 'account/overview' })],
    }),
    entry(3, {
      type: 'menu_dir',
      title: 'Links',
      menu_type: '',
      children: [
        entry(4, { title: 'Docs', menu_type: 'link', url: 'https://docs.example.com' }),
        entry(5, { title: 'Odd', menu_type: '' }),
      ],
    }),
  ],
  manages: [],
});

let root: Root | null = null;
let container: HTMLElement;

async function renderAppAt(path: string, lang: 'en' | 'zh-cn', user?: Record<string, string>) {
  vi.resetModules();
  history.replaceState(null, '', path);
  localStorage.clear();
  if (user) localStorage.setItem('userInfo', JSON.stringify(user));
  writeCookie('ba-lang', lang, 60);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    // On load the access token comes from the refresh cookie (memory only, never stored).
    if (url.startsWith('/client/user/refresh'))
      return new Response(
        JSON.stringify({ code: 1, msg: '', time: 1, data: { token: 'jwt', refresh_token: '' } }),
      );
    if (url.startsWith('/client/index/index'))
      return new Response(JSON.stringify({ code: 1, msg: '', time: 1, data }));
    // A screen's own data is not what these tests look at: refused, the screen shows its error state.
    return new Response(JSON.stringify({ code: 0, msg: 'Not here', time: 1, data: null }));
  });
  const { default: App } = await import('#app/App.tsx');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<App />);
  return container;
}

describe('the island app', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    vi.unstubAllGlobals();
  });

  it('shows no text before the language files are in, then the 404 in the chosen language', async () => {
    vi.resetModules();
    const { Skeleton } = await import('#app/components/Skeleton.tsx');
    const probe = document.createElement('div');
    const probeRoot = createRoot(probe);
    probeRoot.render(<Skeleton />);
    await waitFor(() => expect(probe.querySelector('.app-skeleton')).not.toBeNull());
    expect(probe.textContent).toBe('');
    probeRoot.unmount();

    const app = await renderAppAt('/user/nope', 'zh-cn');
    await waitFor(() => expect(app.textContent).toContain('页面不存在：/user/nope'));
    expect(app.textContent).toContain('非常抱歉');
    expect(app.querySelector('a[href="/"]')?.textContent).toBe('返回首页');
  });

  it('renders the member center with menu headlines, menu types and an accessible mobile menu toggle', async () => {
    const user = { id: '3', username: 'amy', nickname: 'Amy', avatar: '' };
    const app = await renderAppAt('/user/account/overview', 'en', user);
    await waitFor(() => expect(app.querySelector('h1')?.textContent).toBe('Account overview'));

    const headlines = [...app.querySelectorAll('.app-menu__headline')].map((h) => h.textContent);
    expect(headlines).toEqual(['My account', 'Links']);
    const overview = app.querySelector('a[href="/user/account/overview"][aria-current="page"]');
    expect(overview?.textContent).toBe('Overview');
    const docs = [...app.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Docs'));
    expect(docs?.getAttribute('target')).toBe('_blank');
    expect(app.textContent).toContain('Amy');

    const odd = [...app.querySelectorAll('button')].find((b) => b.textContent === 'Odd');
    odd?.click();
    await waitFor(() =>
      expect(app.textContent).toContain('Navigation failed, the menu type is unrecognized!'),
    );

    const toggle = app.querySelector<HTMLButtonElement>('button[aria-controls="user-menu"]');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    toggle?.click();
    await waitFor(() => expect(toggle?.getAttribute('aria-expanded')).toBe('true'));
    expect(app.querySelector('#user-menu')?.getAttribute('data-expanded')).toBe('true');
  });
});
