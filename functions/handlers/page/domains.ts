import { getDomain, listDomains, type StoredDomain } from '#functions/data/domains-repo.ts';

/** What the page centre needs of a member's domains (functions/data/domains-repo.ts). */
export type PageDomain = {
  id: string;
  /** ASCII (punycode) name, lower case: the route claim is on it. */
  name: string;
  /** Unicode form for display. */
  displayName: string;
  verified: boolean;
  type: 'http' | 'https';
};

const toPageDomain = (domain: StoredDomain): PageDomain => ({
  id: domain.id,
  name: domain.name.toLowerCase(),
  displayName: domain.displayName || domain.name,
  verified: domain.verified,
  type: domain.type,
});

/** One of the member's domains; null when missing or another member's. */
export async function getMemberDomain(userId: string, domainId: string): Promise<PageDomain | null> {
  if (!domainId || domainId.includes('#')) return null;
  const domain = await getDomain(userId, domainId);
  return domain ? toPageDomain(domain) : null;
}

/** Every domain of the member, by id. */
export async function memberDomains(userId: string): Promise<Map<string, PageDomain>> {
  return new Map((await listDomains(userId)).map((domain) => [domain.id, toPageDomain(domain)]));
}
