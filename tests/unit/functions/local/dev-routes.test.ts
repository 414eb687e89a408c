import { describe, expect, it } from 'vitest';
import { devRoute } from '#functions/local/dev-routes.ts';

const APP = '127.0.0.1:4321';

describe('devRoute: which requests of `npm run dev` Astro dev server answers', () => {
  it('gives app routes the app shell and Vite its own modules and client', () => {
    expect(devRoute(APP, '/user/login', APP)).toBe('/app/');
    expect(devRoute(APP, '/console', APP)).toBe('/app/');
    expect(devRoute(APP, '/@vite/client', APP)).toBe('/@vite/client');
    expect(devRoute(APP, '/src/app/App.tsx', APP)).toBe('/src/app/App.tsx');
  });

  it('gives the local server the API, previews, uploads, sandboxes and public pages', () => {
    for (const path of [
      '/',
      '/client/index/index',
      '/_preview/x',
      '/uploads/a.png',
      '/sandbox/conversions',
      '/pricing',
      '/abc123',
    ]) {
      expect(devRoute(APP, path, APP)).toBeNull();
    }
  });

  it('gives the local server everything of another host (the pages origin, members’ domains)', () => {
    expect(devRoute('localhost:4321', '/@vite/client', APP)).toBeNull();
    expect(devRoute('shop.example.com', '/user/login', APP)).toBeNull();
  });
});
