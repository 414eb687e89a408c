/** Page titles (spec section 2): "{page} - {site name}", or just the site name (or page) when one is missing. */
export function pageTitle(page: string | undefined, siteName: string): string {
  const pagePart = page?.trim() ?? '';
  const sitePart = siteName.trim();
  if (pagePart && sitePart) return `${pagePart} - ${sitePart}`;
  return sitePart || pagePart;
}
