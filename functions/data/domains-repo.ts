import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { CHECK_RESULTS, DOMAIN_REGIONS, DOMAIN_TYPES } from '#core/contracts/domain.ts';
import { claim, readClaim, releaseClaim } from '#functions/data/claims-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys, memberPartition, SK_PREFIX } from '#functions/data/keys.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Members' domains. One item per domain (pk USER#{uid}, sk DOMAIN#{id}) and one claim per name
 * across the platform (pk UNIQUE#DOMAIN#{ascii name}, sk UNIQUE, with userId and domainId), the
 * claim taken before the domain is written and released after it is deleted. The claim is also
 * how a request's Host finds its domain (lookupDomainName).
 */
const table = () => env().TABLE_NAME;

export const domainKey = keys.domain;
export const domainClaimKey = keys.domainName;

export const storedCertSchema = z.object({
  subject: z.string(),
  sans: z.array(z.string()),
  issuer: z.string(),
  notBeforeMs: z.number(),
  notAfterMs: z.number(),
  /** The certificate text as accepted (public). */
  pem: z.string(),
});
export type StoredCert = z.infer<typeof storedCertSchema>;

export const storedDomainSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  displayName: z.string(),
  region: z.enum(DOMAIN_REGIONS),
  type: z.enum(DOMAIN_TYPES),
  verified: z.boolean().default(false),
  verifiedAt: z.number().default(0),
  lastCheckAt: z.number().default(0),
  lastCheckResult: z.enum(CHECK_RESULTS).default(''),
  cert: storedCertSchema.nullable().default(null),
  /** The private key sealed by functions/domains/key-vault.ts; '' for HTTP. Never leaves the server. */
  sealedKey: z.string().default(''),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number().int().min(1),
});
export type StoredDomain = z.infer<typeof storedDomainSchema>;

const stripKeys = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return storedDomainSchema.parse(rest);
};

/** Every domain of a member (members have a handful; the list is filtered and paged in code). */
export async function listDomains(userId: string): Promise<StoredDomain[]> {
  const items: StoredDomain[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await documentClient().send(
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
  return items;
}

/** One of the member's domains; null when the member has no domain with this id. */
export async function getDomain(userId: string, domainId: string): Promise<StoredDomain | null> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: domainKey(userId, domainId), ConsistentRead: true }),
  );
  return answer.Item ? stripKeys(answer.Item) : null;
}

/** Who holds a name: for serving a request whose Host is a member's domain. */
export async function lookupDomainName(name: string): Promise<{ userId: string; domainId: string } | null> {
  const item = await readClaim<Partial<DomainOwner>>(domainClaimKey(name));
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
): Promise<boolean> {
  return claim(domainClaimKey(name), { userId, domainId }, nowMs, domainExists);
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
  if (!(await claimDomainName(domain.name, domain.userId, domain.id, domain.createdAt))) return false;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...domainKey(domain.userId, domain.id), ...storedDomainSchema.parse(domain) },
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
  const next = storedDomainSchema.parse({ ...domain, version: expectedVersion + 1 });
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...domainKey(domain.userId, domain.id), ...next },
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
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: domainKey(domain.userId, domain.id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  await releaseDomainName(domain.name, domain.userId, domain.id);
  return true;
}
