/** Absolute http(s) and protocol-relative URLs, and inline images, are used as they are. */
const ABSOLUTE_URL = /^(?:https?:)?\/\//i;
const DATA_IMAGE = /^data:image\//i;

export type AssetBase = {
  /** The configured CDN address (site configuration `cdn_url`); may be empty. */
  cdnUrl: string;
  /** Used when no CDN address is configured: the product's API host (same origin here). */
  defaultBase: string;
};

function joinBase(base: string, path: string): string {
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The full URL of one asset (spec section 9): relative paths are prefixed with the CDN address, or
 * with the default API host when no CDN address is configured; absolute http(s) and data-image
 * URLs are unchanged. An empty path stays empty.
 */
export function assetUrl(path: string, base: AssetBase): string {
  const value = path.trim();
  if (!value || ABSOLUTE_URL.test(value) || DATA_IMAGE.test(value)) return value;
  return joinBase(base.cdnUrl.trim() || base.defaultBase.trim(), value);
}

/** Full URLs of an asset list given as an array or as comma-separated text, each prefixed. */
export function assetUrls(paths: string | readonly string[], base: AssetBase): string[] {
  const list = typeof paths === 'string' ? paths.split(',') : paths;
  return list
    .map((path) => path.trim())
    .filter((path) => path !== '')
    .map((path) => assetUrl(path, base));
}
