import * as z from 'zod/mini';
import { DELIVERY_HISTORY, type Delivery, deliverySchema } from '#core/contracts/conversions.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import {
  conversionLogPrefix,
  conversionSettingsPrefix,
  keys,
  memberPartition,
} from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  batchGetAll,
  ConditionalCheckFailedException,
  GetCommand,
  PutCommand,
  queryAll,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/** A target's stored deliveries (built on first use, like every repository's item schema). */
const storedDeliveriesSchema = onFirstUse(() => z.array(deliverySchema));

/**
 * Server-side conversion events' items (functions/conversions):
 * - per pixel id of a page's module, in the owner's partition: the settings (sk
 *   CONV#{page}#{module}#{pixel}: `token` sealed by functions/conversions/token-vault.ts,
 *   `testEventCode`, `pageViews`) and the last deliveries (sk CONVLOG#…, a list of at most
 *   DELIVERY_HISTORY, written under a version count so concurrent deliveries never lose one);
 * - per event and target (pk CONVSENT#{page}#{event}): the delivery's claim, so that an event
 *   redelivered by the queue is sent once: `sending` until a lease ends, then `delivered` or
 *   `given-up`; expires (TTL) after the oldest age any platform accepts.
 */

const table = () => env().TABLE_NAME;
const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

export type ConversionSettings = {
  pageId: string;
  moduleId: string;
  pixelId: string;
  /** The sealed token; '' when none is set. */
  sealedToken: string;
  testEventCode: string;
  pageViews: boolean;
};

function parseSettings(item: Record<string, unknown>, pageId: string): ConversionSettings | null {
  const sk = String(item.sk ?? '');
  const rest = sk.slice(conversionSettingsPrefix(pageId).length);
  const cut = rest.indexOf('#');
  if (cut <= 0) return null;
  return {
    pageId,
    moduleId: rest.slice(0, cut),
    pixelId: rest.slice(cut + 1),
    sealedToken: typeof item.token === 'string' ? item.token : '',
    testEventCode: typeof item.testEventCode === 'string' ? item.testEventCode : '',
    pageViews: item.pageViews === true,
  };
}

/** Every pixel id's settings on one page of `userId` (tokens sealed). */
export async function listConversionSettings(userId: string, pageId: string): Promise<ConversionSettings[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': memberPartition(userId),
      ':prefix': conversionSettingsPrefix(pageId),
    },
  });
  return items.flatMap((item) => parseSettings(item, pageId) ?? []);
}

type Target = { userId: string; pageId: string; moduleId: string; pixelId: string };

/** Sets (sealed) or removes (null) one pixel id's token. */
export async function setConversionToken(
  target: Target,
  sealed: string | null,
  nowMs: number,
): Promise<void> {
  const key = keys.conversionSettings(target.userId, target.pageId, target.moduleId, target.pixelId);
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: key,
      UpdateExpression:
        sealed === null ? 'SET updatedAt = :now REMOVE #token' : 'SET updatedAt = :now, #token = :token',
      ExpressionAttributeNames: { '#token': 'token' },
      ExpressionAttributeValues: { ':now': nowMs, ...(sealed === null ? {} : { ':token': sealed }) },
    }),
  );
}

/** Sets one pixel id's test event code and page-view choice. */
export async function setConversionOptions(
  target: Target,
  options: { testEventCode: string; pageViews: boolean },
  nowMs: number,
): Promise<void> {
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.conversionSettings(target.userId, target.pageId, target.moduleId, target.pixelId),
      UpdateExpression: 'SET updatedAt = :now, testEventCode = :code, pageViews = :views',
      ExpressionAttributeValues: {
        ':now': nowMs,
        ':code': options.testEventCode,
        ':views': options.pageViews,
      },
    }),
  );
}

/** The last deliveries of several targets of one page (newest first), by `{module}#{pixel}`. */
export async function readDeliveries(
  userId: string,
  pageId: string,
  targets: readonly { moduleId: string; pixelId: string }[],
): Promise<Map<string, Delivery[]>> {
  const result = new Map<string, Delivery[]>();
  if (targets.length === 0) return result;
  const items = await batchGetAll(
    table(),
    targets.map((t) => keys.conversionLog(userId, pageId, t.moduleId, t.pixelId)),
  );
  for (const item of items) {
    const sk = String(item.sk);
    const parsed = storedDeliveriesSchema().safeParse(item.deliveries);
    result.set(sk.slice(conversionLogPrefix(pageId).length), parsed.success ? parsed.data : []);
  }
  return result;
}

/**
 * The last deliveries of every pixel id of one module of a page, by `{module}#{pixel}` (one query,
 * which needs no pixel ids: the settings screen begins it before the page's document is read).
 */
export async function readModuleDeliveries(
  userId: string,
  pageId: string,
  moduleId: string,
): Promise<Map<string, Delivery[]>> {
  const prefix = conversionLogPrefix(pageId);
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': `${prefix}${moduleId}#` },
  });
  const result = new Map<string, Delivery[]>();
  for (const item of items) {
    const parsed = storedDeliveriesSchema().safeParse(item.deliveries);
    result.set(String(item.sk).slice(prefix.length), parsed.success ? parsed.data : []);
  }
  return result;
}

/** Adds a delivery to a target's history (newest first, at most DELIVERY_HISTORY). */
export async function recordDelivery(target: Target, delivery: Delivery): Promise<void> {
  const key = keys.conversionLog(target.userId, target.pageId, target.moduleId, target.pixelId);
  for (let tries = 0; tries < 8; tries++) {
    const current = (
      await tableClient().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))
    ).Item;
    const version = typeof current?.sv === 'number' ? current.sv : 0;
    const before = storedDeliveriesSchema().safeParse(current?.deliveries);
    const deliveries = [delivery, ...(before.success ? before.data : [])].slice(0, DELIVERY_HISTORY);
    try {
      await tableClient().send(
        new PutCommand({
          TableName: table(),
          Item: { ...key, deliveries, sv: version + 1 },
          ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'sv = :sv',
          ...(version === 0 ? {} : { ExpressionAttributeValues: { ':sv': version } }),
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('The delivery history is too contended to record');
}

export type SendClaim = 'claimed' | 'done' | 'busy';

/**
 * Claims the sending of one event to one target: `claimed` (send it: nobody did, or a sender's
 * lease ran out), `done` (delivered or given up already: a redelivered job), `busy` (another
 * delivery holds it now).
 */
export async function claimSend(
  pageId: string,
  eventId: string,
  moduleId: string,
  pixelId: string,
  nowMs: number,
  leaseMs: number,
  expiresMs: number,
): Promise<SendClaim> {
  const key = keys.conversionSent(pageId, eventId, moduleId, pixelId);
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...key, state: 'sending', until: nowMs + leaseMs, [TTL_ATTRIBUTE]: ttlSeconds(expiresMs) },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :sending AND #until < :now)',
        ExpressionAttributeNames: { '#state': 'state', '#until': 'until' },
        ExpressionAttributeValues: { ':sending': 'sending', ':now': nowMs },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const item = (
      await tableClient().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))
    ).Item;
    return item?.state === 'sending' ? 'busy' : 'done';
  }
}

/** Ends a claim: `delivered`/`given-up` for good, or released (null) for a later attempt. */
export async function settleSend(
  pageId: string,
  eventId: string,
  moduleId: string,
  pixelId: string,
  state: 'delivered' | 'given-up' | null,
): Promise<void> {
  const key = keys.conversionSent(pageId, eventId, moduleId, pixelId);
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: key,
      UpdateExpression: state === null ? 'SET #until = :zero' : 'SET #state = :state',
      ExpressionAttributeNames: state === null ? { '#until': 'until' } : { '#state': 'state' },
      ExpressionAttributeValues: state === null ? { ':zero': 0 } : { ':state': state },
    }),
  );
}
