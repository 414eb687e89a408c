import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { CHECK_RESULTS, DOMAIN_REGIONS, DOMAIN_TYPES } from '#core/contracts/domain.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Members' domains. One item per domain (pk USER#{uid}, sk DOMAIN#{id}) and one claim per name
 * across the platform (pk UNIQUE#DOMAIN#{ascii name}, sk UNIQUE, with userId and domainId), the
 * claim taken before the domain is written and released after it is deleted. The claim is also
 * how a request's Host finds its domain (lookupDomainName).
 */
const table = () => env().TABLE_NAME;

export const domainKey = (userId: string, domainId: string) => ({
  pk: `USER#${userId}`,
  sk: `DOMAIN#${domainId}`,
});
export const domainClaimKey = (name: string) => ({ pk: `UNIQUE#DOMAIN#${name}`, sk: 'UNIQUE' });

/** A claim younger than this whose domain item is missing may still be a creation in progress. */
const CLAIM_GRACE_MS = 60_000;

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
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'DOMAIN#' },
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
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: domainClaimKey(name), ConsistentRead: true }),
  );
  const item = answer.Item as { userId?: string; domainId?: string } | undefined;
  return item?.userId && item.domainId ? { userId: item.userId, domainId: item.domainId } : null;
}

/**
 * Claims a name for a domain; false when another domain holds it. Claiming again for the same
 * domain succeeds (retries are safe). A claim whose domain was never written (a creation that
 * died between its steps) is taken over once it is older than the grace period.
 */
export async function claimDomainName(
  name: string,
  userId: string,
  domainId: string,
  nowMs: number,
): Promise<boolean> {
  const put = () =>
    documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...domainClaimKey(name), userId, domainId, createdAt: nowMs },
        ConditionExpression: 'attribute_not_exists(pk) OR (userId = :userId AND domainId = :domainId)',
        ExpressionAttributeValues: { ':userId': userId, ':domainId': domainId },
      }),
    );
  try {
    await put();
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: domainClaimKey(name), ConsistentRead: true }),
  );
  const holder = answer.Item as { userId: string; domainId: string; createdAt: number } | undefined;
  if (!holder) return claimDomainName(name, userId, domainId, nowMs);
  if (nowMs - holder.createdAt < CLAIM_GRACE_MS || (await getDomain(holder.userId, holder.domainId)))
    return false;
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: domainClaimKey(name),
        ConditionExpression: 'userId = :orphanUser AND domainId = :orphanDomain',
        ExpressionAttributeValues: { ':orphanUser': holder.userId, ':orphanDomain': holder.domainId },
      }),
    );
    await put();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Releases a name, only if this domain holds it. */
export async function releaseDomainName(name: string, userId: string, domainId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: domainClaimKey(name),
        ConditionExpression: 'userId = :userId AND domainId = :domainId',
        ExpressionAttributeValues: { ':userId': userId, ':domainId': domainId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
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
