// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexData } from '#core/contracts/index-endpoint.ts';

const data: IndexData = {
  site_info: {
    site_name: 'LandingGo',
    site_logo: '/logo.png',
    record_number: 'ICP 1',
    cdn_url: 'https://cdn.example.com',
    head_nav: [{ title: { 'zh-cn': '价格', en: 'Pricing' }, url: '/pricing', newWindow: false }],
    contact_info: [],
    open_register: false,
    upload: {
      max_size: 2048,
      save_name: '/u/{filesha1}',
      allowed_suffixes: 'png',
      allowed_mime_types: '',
      mode: '',
    },
  },
  open_member_center: true,
  user_info: { id: '3', username: 'amy', nickname: 'Amy', avatar: '/a.png' },
  rules: [],
  menus: [],
  manages: [],
};

async function importFresh(user?: Record<string, string>) {
  vi.resetModules();
  localStorage.clear();
  if (user) localStorage.setItem('userInfo', JSON.stringify(user));
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify({ code: 1, msg: '', time: 1, data }));
  });
  const startUp = await import('#app/api/start-up.ts');
  const site = await import('#app/stores/site-config.ts');
  const users = await import('#app/stores/user-info.ts');
  return { ...startUp, ...site, ...users, requests };
}

describe('start-up data', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is fetched once for an anonymous visitor, however many callers ask', async () => {
    const app = await importFresh();
    await Promise.all([app.siteStartUp(), app.siteStartUp()]);
    await app.siteStartUp();
    expect(app.requests).toEqual(['/client/index/index?requiredLogin=0']);
    expect(app.$siteConfig.get()).toMatchObject({ initialize: true, userInitialize: false });
    // An anonymous visitor does not take the user info of someone else's answer.
    expect(app.$userInfo.get().username).toBe('');
  });

  it('fills the client form of the site configuration', async () => {
    const app = await importFresh();
    await app.siteStartUp();
    expect(app.$siteConfig.get()).toMatchObject({
      siteName: 'LandingGo',
      siteLogo: '/logo.png',
      recordNumber: 'ICP 1',
      cdnUrl: 'https://cdn.example.com',
      openRegister: false,
      upload: { mode: 'local', maxSize: 2048, saveName: '/u/{filesha1}', allowedSuffixes: 'png' },
    });
    expect(app.siteAssetUrl('/logo.png')).toBe('https://cdn.example.com/logo.png');
  });

  it('uses the API host for assets without a CDN address', async () => {
    const app = await importFresh();
    expect(app.siteAssetUrl('/a.png')).toBe(`${location.origin}/a.png`);
    expect(app.siteAssetUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('runs again after login with requiredLogin=1, then not again', async () => {
    const app = await importFresh();
    await app.siteStartUp();
    app.setUserInfo({ id: '3', token: 'jwt' });
    await app.userStartUp();
    await app.userStartUp();
    expect(app.requests).toEqual([
      '/client/index/index?requiredLogin=0',
      '/client/index/index?requiredLogin=1',
    ]);
    expect(app.$siteConfig.get().userInitialize).toBe(true);
    expect(app.$userInfo.get()).toMatchObject({ nickname: 'Amy', avatar: '/a.png', token: 'jwt' });
  });

  it('needs no second call when the first already knew the user', async () => {
    const app = await importFresh({ id: '3', username: 'amy', nickname: '', avatar: '' });
    // The access token restored from the refresh cookie on load (memory only).
    app.setUserInfo({ token: 'jwt' });
    await app.siteStartUp();
    await app.userStartUp();
    expect(app.requests).toHaveLength(1);
    expect(app.$siteConfig.get().userInitialize).toBe(true);
  });
});
