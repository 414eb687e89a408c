/**
 * A route pattern of ./routes.ts (nanostores/router's `:param` segments) as a regular expression
 * source, for the scripts the app shell runs before the router exists (src/build/route-preloads.ts,
 * src/app/boot/early-start.ts). Parameters are captured in order.
 */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}
