/** A query value: scalars, arrays and nested objects (spec section 7: flattened as name[key]). */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type Query = { readonly [key: string]: QueryValue };

/**
 * Flattens a nested query into name/value pairs: objects as `name[key]`, arrays as `name[0]`.
 * null and undefined are left out; booleans become "true"/"false" (as the server's `qs` parser reads them).
 */
export function flattenQuery(query: Query): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (name: string, value: QueryValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of (value as readonly QueryValue[]).entries()) add(`${name}[${index}]`, item);
      return;
    }
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value as { readonly [key: string]: QueryValue }))
        add(`${name}[${key}]`, item);
      return;
    }
    pairs.push([name, String(value)]);
  };
  for (const [name, value] of Object.entries(query)) add(name, value);
  return pairs;
}

/** `path` with the flattened query appended (after any query the path already has). */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams(flattenQuery(query)).toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
