/**
 * Video addresses the module plays (spec section 3: YouTube, Vimeo, TikTok, Twitch, mp4, m3u8,
 * webm), detected from the URL alone (no network). The patterns accept only addresses whose
 * provider player can be embedded from the id, so an accepted address always has a player.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'tiktok'; id: string }
  | { kind: 'twitch'; id: string }
  | { kind: 'mp4' | 'webm' | 'm3u8' };

export type VideoKind = VideoSource['kind'];

const FILE = /\.(mp4|webm|m3u8)$/i;
const UPLOAD = /^\/uploads\/[A-Za-z0-9._~\-/%]+$/;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The source of a video address, or null when the module cannot play it. */
export function detectVideo(raw: string): VideoSource | null {
  const value = raw.trim();
  if (UPLOAD.test(value)) {
    const ext = FILE.exec(value)?.[1]?.toLowerCase();
    return ext === 'mp4' || ext === 'webm' || ext === 'm3u8' ? { kind: ext } : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;

  if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com') || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? path.slice(1)
        : path === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (/^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(path)?.[1] ?? '');
    return /^[\w-]{11}$/.test(id) ? { kind: 'youtube', id } : null;
  }
  if (hostIs(host, 'vimeo.com')) {
    const id = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(path)?.[1];
    return id ? { kind: 'vimeo', id } : null;
  }
  if (hostIs(host, 'tiktok.com')) {
    const id = /^\/(?:@[^/]+\/video|player\/v1|share\/video)\/(\d+)/.exec(path)?.[1];
    return id ? { kind: 'tiktok', id } : null;
  }
  if (host === 'twitch.tv' || host === 'www.twitch.tv' || host === 'go.twitch.tv') {
    const video = /^\/videos?\/(\d+)\/?$/.exec(path)?.[1];
    if (video) return { kind: 'twitch', id: `v${video}` };
    const channel = /^\/([A-Za-z0-9_]{2,25})\/?$/.exec(path)?.[1];
    return channel ? { kind: 'twitch', id: channel } : null;
  }
  const ext = FILE.exec(path)?.[1]?.toLowerCase();
  return ext === 'mp4' || ext === 'webm' || ext === 'm3u8' ? { kind: ext } : null;
}

/** A poster derivable without network (YouTube's thumbnail), or '' for the neutral poster. */
export function posterFor(source: VideoSource | null): string {
  return source?.kind === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : '';
}

/**
 * Which player plays an address once the visitor asks: mp4 and webm natively; m3u8 natively where
 * the browser plays HLS itself (Safari, iOS), otherwise through hls.js (loaded only then); the
 * providers in their own embedded player (an iframe, created only on that press).
 */
export function playerFor(source: VideoSource, canPlayHls: boolean): 'native' | 'hls' | 'embed' {
  if (source.kind === 'mp4' || source.kind === 'webm') return 'native';
  if (source.kind === 'm3u8') return canPlayHls ? 'native' : 'hls';
  return 'embed';
}

/** The origins of the providers' embedded players (the published page's CSP frame-src). */
export const EMBED_ORIGINS: Record<'youtube' | 'vimeo' | 'tiktok' | 'twitch', string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  tiktok: 'https://www.tiktok.com',
  twitch: 'https://player.twitch.tv',
};

/**
 * The provider's embedded player for a video, playing at once (the visitor pressed play, or
 * autoplay started it muted). `host` is the page's host name (Twitch requires it as `parent`).
 * Ids come from detectVideo's strict patterns; they are URL-encoded anyway.
 */
export function embedUrl(
  source: Extract<VideoSource, { id: string }>,
  options: { muted: boolean; controls: boolean; host: string },
): string {
  const id = encodeURIComponent(source.id);
  const query = new URLSearchParams();
  if (source.kind === 'youtube') {
    query.set('autoplay', '1');
    query.set('playsinline', '1');
    query.set('rel', '0');
    if (options.muted) query.set('mute', '1');
    if (!options.controls) query.set('controls', '0');
    return `${EMBED_ORIGINS.youtube}/embed/${id}?${query}`;
  }
  if (source.kind === 'vimeo') {
    query.set('autoplay', '1');
    query.set('playsinline', '1');
    if (options.muted) query.set('muted', '1');
    if (!options.controls) query.set('controls', '0');
    return `${EMBED_ORIGINS.vimeo}/video/${id}?${query}`;
  }
  if (source.kind === 'tiktok') {
    query.set('autoplay', '1');
    query.set('controls', options.controls ? '1' : '0');
    return `${EMBED_ORIGINS.tiktok}/player/v1/${id}?${query}`;
  }
  query.set(/^v\d+$/.test(source.id) ? 'video' : 'channel', source.id);
  query.set('parent', options.host);
  query.set('autoplay', 'true');
  query.set('muted', options.muted ? 'true' : 'false');
  return `${EMBED_ORIGINS.twitch}/?${query}`;
}
