/** The page's public address: the platform link is relative (/{id}), a domain link absolute. */
export function absoluteLink(link: string, origin: string): string {
  return /^https?:\/\//.test(link) ? link : `${origin}${link.startsWith('/') ? '' : '/'}${link}`;
}
