import type { CspAdditions } from '#modules/types.ts';
import { SCRIPT_HASHES_TOKEN } from './csp-token.ts';
import { type PixelConfig, pixelPlatforms } from './pixels.ts';
import type { PreparedModule } from './view.ts';

/**
 * The published page's Content-Security-Policy (a <meta> tag: S3 and CloudFront serve the page as
 * a file). It allows only what this page's modules need: scripts from the page's own origin and
 * the inline scripts it was rendered with (by hash, filled in by functions/publish/render-page.ts
 * where SCRIPT_HASHES_TOKEN stands), the base codes of the pixels it carries, the video players it
 * embeds. Styles stay 'unsafe-inline': modules colour themselves with style attributes.
 */

export function pagePolicy(modules: readonly PreparedModule[], pixels: PixelConfig): string {
  const sources: Record<keyof CspAdditions, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    frame: new Set(),
    worker: new Set(),
  };
  // The base codes of the pixels the page carries (those with an id that reached the page).
  const platforms = pixelPlatforms(modules);
  for (const key of Object.keys(pixels)) {
    const platform = platforms.get(key);
    for (const origin of platform?.origins.script ?? []) sources.script.add(origin);
    for (const origin of platform?.origins.connect ?? []) sources.connect.add(origin);
  }
  // What each module's definition adds (a video's player or stream).
  for (const module of modules) {
    const added = module.definition.csp?.(module.props) ?? {};
    for (const kind of Object.keys(sources) as (keyof CspAdditions)[])
      for (const origin of added[kind] ?? []) sources[kind].add(origin);
  }
  const list = (values: Set<string>) => (values.size > 0 ? ` ${[...values].join(' ')}` : '');
  return [
    "default-src 'none'",
    `script-src 'self'${SCRIPT_HASHES_TOKEN}${list(sources.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: http: data: blob:",
    "media-src 'self' https: http: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${list(sources.connect)}`,
    sources.frame.size > 0 ? `frame-src${list(sources.frame)}` : "frame-src 'none'",
    sources.worker.size > 0 ? `worker-src${list(sources.worker)}` : "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
