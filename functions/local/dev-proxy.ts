import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';
import { isAppPath } from '#core/app-paths.ts';

/** What the local server answers on the app origin; Astro's dev server answers the rest (the app shell and its modules). */
const SERVER_PREFIXES = ['/client/', '/_preview/', '/uploads/', '/sandbox/'];

/**
 * Where one request of `npm run dev` goes (functions/local/dev.ts): a path to give Astro's dev
 * server (the app shell for app routes, Vite's modules), or null for the local server. The pages
 * origin (another Host on the same port) is all the local server's; so are the API, previews,
 * uploads, sandboxes, the home page and the one-segment names without a dot (the public pages
 * /pricing, /terms, /privacy and published pages' /{id}, which move to the pages origin).
 */
export function devRoute(host: string, pathname: string, appHost: string): string | null {
  if (host.toLowerCase() !== appHost) return null;
  if (isAppPath(pathname)) return '/app/';
  if (pathname === '/' || pathname === '/index.html') return null;
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (/^\/[^/.@]+\/?$/.test(pathname) && pathname !== '/app/' && pathname !== '/app') return null;
  return pathname;
}

/**
 * Vite's server.proxy for `astro dev` in `npm run dev`: every request is looked at, those of the
 * local server (at `target`) are proxied with their Host kept, so it tells the app origin from the
 * pages origin as `npm start` does.
 */
export function devProxy(target: string, appOrigin: string): Record<string, ProxyOptions> {
  const appHost = new URL(appOrigin).host.toLowerCase();
  return {
    '^/': {
      target,
      changeOrigin: false,
      ws: false,
      bypass(req: IncomingMessage) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const astro = devRoute(req.headers.host ?? '', url.pathname, appHost);
        // Astro serves it: the path it should see (the app shell's, for app routes), query kept.
        return astro === null ? undefined : `${astro}${url.search}`;
      },
    },
  };
}
