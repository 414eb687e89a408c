const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new module id: 12 random base62 characters (~71 bits), unique within any page. */
export function newModuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // 62 * 4 = 248: bytes at or above it are rare and simply reduced, a negligible bias for ids.
  return Array.from(bytes, (byte) => BASE62[byte % 62]).join('');
}
