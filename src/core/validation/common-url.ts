/** http(s) URLs only: no javascript:, data: or relative URLs. (No zod here: published pages' islands import it.) */
export function isCommonUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
