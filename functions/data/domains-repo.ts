import * as z from 'zod/mini';
import { CHECK_RESULTS, DOMAIN_REGIONS, DOMAIN_TYPES } from '#core/contracts/domain-values.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { claim, isExpiredClaim, readClaim, releaseClaim } from '#functions/data/claims-repo.ts';
import { keys, memberPartition, SK_PREFIX } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  ConditionalCheckFailedException,
  conditionally,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  tableClient,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Members' domains. One item per domain (pk USER#{uid}, sk DOMAIN#{id}) and one claim per name
 * across the platform (pk UNIQUE#DOMAIN#{ascii name}, sk UNIQUE, with userId and domainId), the
 * claim taken before the domain is written and released after it is deleted. The claim is also
 * how a request's Host finds its domain (lookupDomainName). Until the domain is verified, both
 * the domain and its claim carry the TTL attribute (expiresAt, UNVERIFIED_CLAIM_DAYS after adding
 * or after losing verification): DynamoDB's TTL or the local sweep deletes them, and every read
 * here treats them as gone once the time passed, so the name is free again for anyone.
 */
const table = () => env().TABLE_NAME;

export const domainKey = keys.domain;
export const domainClaimKey = keys.domainName;

/* On `zod/mini`: the domain centre's first call on a cold start reads domains. */
export const storedCertSchema = onFirstUse(() =>
  z.object({
    subject: z.string(),
    sans: z.array(z.string()),
    issuer: z.string(),
    notBeforeMs: z.number(),
    notAfterMs: z.number(),
    /** The certificate text as accepted (public). */
    pem: z.string(),
  }),
);
export type StoredCert = z.infer<ReturnType<typeof storedCertSchema>>;

export const storedDomainSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    displayName: z.string(),
    region: z.enum(DOMAIN_REGIONS),
    type: z.enum(DOMAIN_TYPES),
    verified: z._default(z.boolean(), false),
    verifiedAt: z._default(z.number(), 0),
    lastCheckAt: z._default(z.number(), 0),
    lastCheckResult: z._default(z.enum(CHECK_RESULTS), ''),
    /** The value the ownership TXT record (`_landinggo.{name}`) must hold; random per domain. */
    txtToken: z._default(z.string(), ''),
    /**
     * While unverified: when the domain and its name's claim expire (ms; both carry the TTL
     * attribute, and code reads them as gone from then on). 0 for a verified domain.
     */
    expiresAt: z._default(z.number(), 0),
    cert: z._default(z.nullable(storedCertSchema()), null),
    /** The private key sealed by functions/domains/key-vault.ts; '' for HTTP. Never leaves the server. */
    sealedKey: z._default(z.string(), ''),
    createdAt: z.number(),
    updatedAt: z.number(),
    version: z.int().check(z.minimum(1)),
  }),
);
export type StoredDomain = z.infer<ReturnType<typeof storedDomainSchema>>;

/** The stored item: keys, fields, and the TTL attribute while the domain has an expiry. */
const itemOf = (domain: StoredDomain) => ({
  ...domainKey(domain.userId, domain.id),
  ...domain,
  ...(domain.expiresAt > 0 ? { [TTL_ATTRIBUTE]: ttlSeconds(domain.expiresAt) } : {}),
});

/** An unverified domain whose expiry passed is gone, whether or not the sweep deleted it yet. */
export const isExpiredDomain = (domain: StoredDomain, nowMs: number) =>
  domain.expiresAt > 0 && domain.expiresAt <= nowMs;

const stripKeys = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return storedDomainSchema().parse(rest);
};

/** Every domain of a member (members have a handful; the list is filtered and paged in code). */
export async function listDomains(userId: string): Promise<StoredDomain[]> {
  const items: StoredDomain[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': SK_PREFIX.domain },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) items.push(stripKeys(item));
    start = answer.LastEvaluatedKey;
  } while (start);
  const now = Date.now();
  return items.filter((domain) => !isExpiredDomain(domain, now));
}

/** One of the member's domains; null when the member has no domain with this id (or it expired). */
export async function getDomain(userId: string, domainId: string): Promise<StoredDomain | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: domainKey(userId, domainId), ConsistentRead: true }),
  );
  if (!answer.Item) return null;
  const domain = stripKeys(answer.Item);
  return isExpiredDomain(domain, Date.now()) ? null : domain;
}

/**
 * Every verified domain of every member, for the daily re-check (a scan: it runs once a day and
 * members have a handful of domains each).
 */
export async function listVerifiedDomains(): Promise<StoredDomain[]> {
  const items: StoredDomain[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'begins_with(sk, :prefix) AND verified = :yes',
        ExpressionAttributeValues: { ':prefix': SK_PREFIX.domain, ':yes': true },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) items.push(stripKeys(item));
    start = answer.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Who holds a name: for serving a request whose Host is a member's domain (an expired claim holds nothing). */
export async function lookupDomainName(name: string): Promise<{ userId: string; domainId: string } | null> {
  const item = await readClaim<Partial<DomainOwner>>(domainClaimKey(name));
  if (item && isExpiredClaim(item, Date.now())) return null;
  return item?.userId && item.domainId ? { userId: item.userId, domainId: item.domainId } : null;
}

type DomainOwner = { userId: string; domainId: string };

/** A name's claim is live while its domain exists. */
const domainExists = async (holder: DomainOwner) =>
  (await getDomain(holder.userId, holder.domainId)) !== null;

/**
 * Claims a name for a domain; false when another domain holds it. Claiming again for the same
 * domain succeeds (retries are safe). A claim whose domain was never written (a creation that
 * died between its steps) is taken over once it is older than the grace period
 * (functions/data/claims-repo.ts).
 */
export function claimDomainName(
  name: string,
  userId: string,
  domainId: string,
  nowMs: number,
  expiresAtMs = 0,
): Promise<boolean> {
  return claim(domainClaimKey(name), { userId, domainId }, nowMs, domainExists, expiresAtMs);
}

/** Sets the expiry of a domain's own claim to the domain's (none once verified, the TTL again once unverified). */
export async function renewDomainClaim(domain: StoredDomain, nowMs: number): Promise<boolean> {
  return claimDomainName(domain.name, domain.userId, domain.id, nowMs, domain.expiresAt);
}

/** Releases a name, only if this domain holds it. */
export function releaseDomainName(name: string, userId: string, domainId: string): Promise<void> {
  return releaseClaim(domainClaimKey(name), { userId, domainId });
}

/**
 * Creates a domain: claims its name, then writes it. A refused claim answers false; a failure
 * after the claim releases it, so nothing half-written stays.
 */
export async function createDomain(domain: StoredDomain): Promise<boolean> {
  const claimed = await claimDomainName(
    domain.name,
    domain.userId,
    domain.id,
    domain.createdAt,
    domain.expiresAt,
  );
  if (!claimed) return false;
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: itemOf(storedDomainSchema().parse(domain)),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    await releaseDomainName(domain.name, domain.userId, domain.id);
    throw error;
  }
}

export class DomainVersionConflictError extends Error {
  constructor() {
    super('The domain changed since it was read');
    this.name = 'DomainVersionConflictError';
  }
}

/** Writes a changed domain if nobody changed it since `expectedVersion`; the stored copy gets version + 1. */
export async function saveDomain(domain: StoredDomain, expectedVersion: number): Promise<StoredDomain> {
  const next = storedDomainSchema().parse({ ...domain, version: expectedVersion + 1 });
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: itemOf(next),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
    return next;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DomainVersionConflictError();
    throw error;
  }
}

/** Deletes a domain, then releases its name (a release that fails leaves an orphan claim, taken over later). */
export async function deleteDomain(domain: StoredDomain): Promise<boolean> {
  const deleted = await conditionally(
    tableClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: domainKey(domain.userId, domain.id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
  if (!deleted) return false;
  await releaseDomainName(domain.name, domain.userId, domain.id);
  return true;
}
