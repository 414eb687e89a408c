import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy headers of the local server (on AWS the CDN's response headers policies
 * send the same, cdk/lib/cdn-stack.ts).
 *
 * The app shell, home, pricing and 404 pages: scripts only from this origin plus the page's own
 * inline scripts, allowed by their SHA-256 (the theme/language bootstrap and Astro's island
 * loader), never 'unsafe-inline' or eval. Styles keep 'unsafe-inline' for style attributes.
 * Images may come from any http(s) address (members' pictures in the builder, a CDN), frames from
 * any https page (iframe menu entries, video players in the builder), requests only to this
 * origin. Framed only by this origin.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP source allowing one inline script ('sha256-…'). */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The CSP sources of every inline script of an HTML document ('sha256-…'). */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    sources.add(scriptHashSource(match[2] ?? ''));
  }
  return [...sources];
}

/**
 * The policy of the app shell and the public pages, for a document with these inline scripts;
 * `pagesOrigin` is where the builder's preview frame comes from.
 */
export function appPolicy(html: string, pagesOrigin = ''): string {
  return appPolicyAllowing(inlineScriptSources(html), pagesOrigin);
}

/**
 * The app's policy allowing these inline scripts ('sha256-…' sources); CDK sends it too. Frames
 * may show any https page, and the pages origin (http locally) for the builder's preview.
 */
export function appPolicyAllowing(hashes: readonly string[], pagesOrigin = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src https:${pagesOrigin && !pagesOrigin.startsWith('https:') ? ` ${pagesOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const META_POLICY = /<meta\s+http-equiv=["']?content-security-policy["']?\s+content=(?:"([^"]*)"|'([^']*)')/i;

/**
 * A published page's policy as a header: the one its renderer wrote into its <meta> tag (the
 * modules' sources and inline-script hashes), plus what a <meta> policy cannot say: no framing
 * by other sites. Null when the page carries none.
 */
export function publishedPolicy(html: string): string | null {
  return framedPolicy(html, "'none'");
}

/** A builder preview's policy (functions/publish/preview.ts): the page's own, framed only by the app. */
export function previewPolicy(html: string, appOrigin: string): string {
  return framedPolicy(html, appOrigin) ?? `default-src 'none'; frame-ancestors ${appOrigin}`;
}

function framedPolicy(html: string, ancestors: string): string | null {
  const match = META_POLICY.exec(html);
  const policy = (match?.[1] ?? match?.[2] ?? '').replaceAll('&#39;', "'").replaceAll('&amp;', '&').trim();
  if (!policy) return null;
  return `${policy.replace(/;\s*$/, '')}; frame-ancestors ${ancestors}`;
}
