import { randomBytes } from 'node:crypto';

/**
 * Where uploads live in the uploads bucket: `uploads/{yyyymmdd}/{32 hex}.{ext}` (UTC day), served
 * at the same path under the site (/uploads/..., CloudFront behaviour or the local server). The
 * client's file name never reaches the key.
 */
export const UPLOAD_PREFIX = 'uploads/';
const KEY_PATTERN = /^uploads\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function uploadKey(
  nowMs: number,
  ext: string,
  random: () => string = () => randomBytes(16).toString('hex'),
): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${UPLOAD_PREFIX}${day}/${random()}.${ext}`;
}

/** The bucket key of a site path such as "/uploads/20260101/ab….png"; null for anything else. */
export function uploadKeyForPath(pathname: string): string | null {
  const key = pathname.replace(/^\/+/, '');
  return KEY_PATTERN.test(key) ? key : null;
}

/**
 * How a stored upload is served: never sniffed, shown inline only when it is an image or a video,
 * downloaded otherwise, and sandboxed so that nothing in it can run on the site's origin.
 */
export function uploadResponseHeaders(contentType: string): Record<string, string> {
  const inline = /^(image|video)\//i.test(contentType);
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': inline ? 'inline' : 'attachment',
    'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    'cache-control': 'public, max-age=31536000, immutable',
  };
}
