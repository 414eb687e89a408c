import { isAppPath } from '#core/app-paths.ts';

/** What the local server answers on the app origin; Astro's dev server answers the rest (the app shell and its modules). */
const SERVER_PREFIXES = ['/client/', '/_preview/', '/uploads/', '/sandbox/'];

/**
 * Where one request of `npm run dev` goes (functions/local/dev.ts): a path to give Astro's dev
 * server (the app shell for app routes, Vite's modules and its client), or null for the local
 * server's handling (functions/local/app.ts). The pages origin (another Host on the same port) is
 * all the local server's; so are the API, previews, uploads, sandboxes, the home page and the
 * one-segment names without a dot (the public pages /pricing, /terms, /privacy and published
 * pages' /{id}, which move to the pages origin).
 */
export function devRoute(host: string, pathname: string, appHost: string): string | null {
  if (host.toLowerCase() !== appHost) return null;
  if (isAppPath(pathname)) return '/app/';
  if (pathname === '/' || pathname === '/index.html') return null;
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (/^\/[^/.@]+\/?$/.test(pathname) && pathname !== '/app/' && pathname !== '/app') return null;
  return pathname;
}
