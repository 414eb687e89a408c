import type { VideoProps } from '#modules/video/schema.ts';
import { detectVideo, EMBED_ORIGINS } from '#modules/video/sources.ts';
import { SCRIPT_HASHES_TOKEN } from './csp-token.ts';
import { PIXEL_ORIGINS, type PixelConfig, type PixelKind } from './pixels.ts';
import type { PreparedModule } from './view.ts';

/**
 * The published page's Content-Security-Policy (a <meta> tag: S3 and CloudFront serve the page as
 * a file). It allows only what this page's modules need: scripts from the page's own origin and
 * the inline scripts it was rendered with (by hash, filled in by functions/publish/render-page.ts
 * where SCRIPT_HASHES_TOKEN stands), the base codes of the pixels it carries, the video players it
 * embeds. Styles stay 'unsafe-inline': modules colour themselves with style attributes.
 */

export function pagePolicy(modules: readonly PreparedModule[], pixels: PixelConfig): string {
  const scripts = new Set<string>();
  const connect = new Set<string>();
  const frames = new Set<string>();
  let hls = false;
  for (const kind of Object.keys(pixels) as PixelKind[]) {
    for (const origin of PIXEL_ORIGINS[kind].script) scripts.add(origin);
    for (const origin of PIXEL_ORIGINS[kind].connect) connect.add(origin);
  }
  for (const module of modules) {
    if (module.type !== 'video') continue;
    const source = detectVideo((module.props as VideoProps).url);
    if (!source) continue;
    if (source.kind === 'm3u8') hls = true;
    else if (source.kind !== 'mp4' && source.kind !== 'webm') frames.add(EMBED_ORIGINS[source.kind]);
  }
  // hls.js fetches the playlist and its segments from wherever the member's video lives.
  if (hls) connect.add('https:');
  const list = (values: Set<string>) => (values.size > 0 ? ` ${[...values].join(' ')}` : '');
  return [
    "default-src 'none'",
    `script-src 'self'${SCRIPT_HASHES_TOKEN}${list(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: http: data: blob:",
    "media-src 'self' https: http: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${list(connect)}`,
    frames.size > 0 ? `frame-src${list(frames)}` : "frame-src 'none'",
    hls ? "worker-src 'self' blob:" : "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
