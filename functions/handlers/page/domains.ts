import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * What the page centre needs of a member's domains. Read from the domain items of the data model
 * (pk USER#{uid}, sk DOMAIN#{id}) tolerantly, so it keeps working as the domain centre adds fields.
 */
export type PageDomain = {
  id: string;
  /** ASCII (punycode) name, lower case: the route claim is on it. */
  name: string;
  /** Unicode form for display. */
  displayName: string;
  verified: boolean;
  type: 'http' | 'https';
};

function toPageDomain(item: Record<string, unknown> | undefined): PageDomain | null {
  if (!item) return null;
  const id = typeof item.id === 'string' ? item.id : String(item.sk ?? '').replace(/^DOMAIN#/, '');
  const name = typeof item.name === 'string' ? item.name.toLowerCase() : '';
  if (!id || !name) return null;
  const display =
    (typeof item.displayName === 'string' && item.displayName) ||
    (typeof item.display_name === 'string' && item.display_name) ||
    name;
  const verifiedAt = typeof item.verifiedAt === 'number' ? item.verifiedAt : 0;
  return {
    id,
    name,
    displayName: display,
    verified: item.verified === true || verifiedAt > 0,
    type: item.type === 'https' ? 'https' : 'http',
  };
}

/** One of the member's domains; null when missing or another member's. */
export async function getMemberDomain(userId: string, domainId: string): Promise<PageDomain | null> {
  if (!domainId || domainId.includes('#')) return null;
  const answer = await documentClient().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: { pk: `USER#${userId}`, sk: `DOMAIN#${domainId}` },
      ConsistentRead: true,
    }),
  );
  return toPageDomain(answer.Item);
}

/** Every domain of the member, by id. */
export async function memberDomains(userId: string): Promise<Map<string, PageDomain>> {
  const domains = new Map<string, PageDomain>();
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'DOMAIN#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) {
      const domain = toPageDomain(item);
      if (domain) domains.set(domain.id, domain);
    }
    start = answer.LastEvaluatedKey;
  } while (start);
  return domains;
}
