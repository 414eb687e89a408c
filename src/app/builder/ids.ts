const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomBase62(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 * 4 = 248: bytes at or above it are rare and simply reduced, a negligible bias for ids.
  return Array.from(bytes, (byte) => BASE62[byte % 62]).join('');
}

/** A new module id: 12 random base62 characters (~71 bits), unique within any page. */
export function newModuleId(): string {
  return randomBase62(12);
}

/** A save's name (the save contract's `save_id`): 16 random base62 characters (~95 bits). */
export function newSaveId(): string {
  return randomBase62(16);
}
