import { randomBytes } from 'node:crypto';
import { type ItemKey, keys, statsPartition } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  batchGetAll,
  ConditionalCheckFailedException,
  GetCommand,
  PutCommand,
  QueryCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Conversion insights' items (functions/insights): per page (pk STATS#{pageId}) one counter item
 * per day (sk D#{day}, the owner's day) and per UTC hour (sk H#{hour}), whose numeric attributes
 * are counters (`views`, `clicks`, `chats`, and `{dimension}:{value}`) and whose `vs`/`cs` (day
 * items) are unique-visitor sketches (any event / contact taps, functions/insights/sketch.ts); the daily
 * salts; each member's insights time zone. Counter items carry, per queue shard, the sequence
 * number of the last record applied to them (`wm:{shard}`) and a write count (`sv`): an update
 * applies only records after the watermark and moves it in one write conditioned on the count, so
 * a redelivered batch changes nothing (DESIGN.md point 18).
 */

const table = () => env().TABLE_NAME;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** The salt of a UTC day: made by the first caller of the day, destroyed by TTL after it. */
export async function dailySalt(day: string, expiresMs: number): Promise<string> {
  const key = keys.insightsSalt(day);
  const read = async () =>
    (await tableClient().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item;
  const existing = await read();
  // Expiry is checked in code too: TTL deletion may lag (and dynalite has none).
  if (typeof existing?.salt === 'string' && Number(existing[TTL_ATTRIBUTE]) * 1000 > Date.now())
    return existing.salt;
  const salt = randomBytes(32).toString('base64url');
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...key, salt, [TTL_ATTRIBUTE]: ttlSeconds(expiresMs) },
        ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': ttlSeconds(Date.now()) },
      }),
    );
    return salt;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await read();
    if (typeof winner?.salt !== 'string') throw error;
    return winner.salt;
  }
}

/** The member's insights time zone (minutes, as `Date#getTimezoneOffset`), null before the first read-out. */
export async function getInsightsZone(userId: string): Promise<number | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: keys.insightsZone(userId) }),
  );
  const offset = answer.Item?.offset;
  return typeof offset === 'number' ? offset : null;
}

export async function setInsightsZone(userId: string, offset: number): Promise<void> {
  await tableClient().send(
    new PutCommand({ TableName: table(), Item: { ...keys.insightsZone(userId), offset } }),
  );
}

const keyId = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/** What the aggregator reads of a counter item before adding to it. */
export type CounterState = {
  /** The last sequence number of this shard applied to the item. */
  watermark: string | null;
  /** The item's write count (`sv`), the condition of every write: nothing moves it unseen. */
  version: number;
  /** The unique-visitor sketches (functions/insights/sketch.ts): any visitor, contact taps. */
  visitors: unknown;
  contacts: unknown;
};

/** The state of each counter item for the shard's watermark `attribute`, by `pk\0sk` (absent: never written). */
export async function readCounterStates(
  itemKeys: readonly ItemKey[],
  attribute: string,
): Promise<Map<string, CounterState>> {
  const found = new Map<string, CounterState>();
  const items = await batchGetAll(
    table(),
    itemKeys.map((key) => ({ pk: key.pk, sk: key.sk })),
    {
      ConsistentRead: true,
      ProjectionExpression: 'pk, sk, #wm, sv, vs, cs',
      ExpressionAttributeNames: { '#wm': attribute },
    },
  );
  for (const item of items) {
    const watermark = item[attribute];
    found.set(keyId({ pk: String(item.pk), sk: String(item.sk) }), {
      watermark: typeof watermark === 'string' ? watermark : null,
      version: typeof item.sv === 'number' ? item.sv : 0,
      visitors: item.vs,
      contacts: item.cs,
    });
  }
  return found;
}

export { keyId as counterKeyId };

/**
 * Adds `increments` to a counter item, replaces its visitor sketches with `sketches` (the read ones
 * merged with the batch's; day items only), and moves its watermark to `next`, in one write conditioned on the
 * version read (`previous`), so nothing written since is lost. False when the item moved meanwhile
 * (nothing applied).
 */
export async function addToCounter(
  key: ItemKey,
  increments: ReadonlyMap<string, number>,
  sketches: { visitors: Uint8Array; contacts: Uint8Array } | null,
  write: { attribute: string; next: string; version: number },
  expiresMs: number,
): Promise<boolean> {
  const names: Record<string, string> = { '#wm': write.attribute, '#ttl': TTL_ATTRIBUTE };
  const values: Record<string, unknown> = {
    ':next': write.next,
    ':ttl': ttlSeconds(expiresMs),
    ':one': 1,
    ...(sketches ? { ':vs': sketches.visitors, ':cs': sketches.contacts } : {}),
  };
  if (write.version !== 0) values[':version'] = write.version;
  const adds = ['sv :one'];
  let i = 0;
  for (const [name, amount] of increments) {
    names[`#a${i}`] = name;
    values[`:a${i}`] = amount;
    adds.push(`#a${i} :a${i}`);
    i++;
  }
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: `SET #wm = :next, #ttl = :ttl${sketches ? ', vs = :vs, cs = :cs' : ''} ADD ${adds.join(', ')}`,
        ConditionExpression: write.version === 0 ? 'attribute_not_exists(sv)' : 'sv = :version',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A page's counter items of one kind (D: days, H: hours) from `first` to `last` inclusive, in order. */
export async function queryCounters(
  pageId: string,
  kind: 'D' | 'H',
  first: string,
  last: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
        ExpressionAttributeValues: {
          ':pk': statsPartition(pageId),
          ':first': `${kind}#${first}`,
          ':last': `${kind}#${last}`,
        },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Several counter items' headline figures, by `pk\0sk` (absent: nothing counted). */
export async function readCounterTotals(
  itemKeys: readonly ItemKey[],
  attributes: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const names = Object.fromEntries(attributes.map((name, i) => [`#f${i}`, name]));
  const items = await batchGetAll(
    table(),
    itemKeys.map((key) => ({ pk: key.pk, sk: key.sk })),
    { ProjectionExpression: ['pk', 'sk', ...Object.keys(names)].join(', '), ExpressionAttributeNames: names },
  );
  for (const item of items) found.set(keyId({ pk: String(item.pk), sk: String(item.sk) }), item);
  return found;
}
