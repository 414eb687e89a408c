import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import { PAY_CHANNELS } from '#core/contracts/pay-settings.ts';
import { FINAL_ORDER_STATES, ORDER_STATES, type OrderState } from '#core/contracts/pay-values.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import {
  keys,
  memberOrdersIndex,
  memberOrdersPk,
  OPEN_WORK_PK,
  openWorkSk,
  SK_PREFIX,
} from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  ConditionalCheckFailedException,
  GetCommand,
  PutCommand,
  QueryCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { type OrderEvent, sourceStates } from '#functions/pay/order-states.ts';
import { env } from '#functions/platform/env.ts';

/** How long an order that expired unpaid is kept before DynamoDB's TTL deletes it. */
const EXPIRED_ORDER_KEPT_MS = 30 * 24 * 3_600_000;

/**
 * Recharge orders: one item per order (pk ORDER#{out_trade_no}, sk ORDER), so a gateway's
 * notification finds it by number alone. gsi2 lists a member's orders (PAY#ORDERS#{userId}, by
 * time); gsi1 holds the open work of the pay centre (PAY#OPEN, sparse: removed once an order is
 * final), which the reconciler walks. Operator decisions are audit items beside the order
 * (sk AUDIT#{ms}#{action}).
 */
export { OPEN_WORK_PK };

export const storedOrderSchema = onFirstUse(() =>
  z.object({
    outTradeNo: z.string(),
    userId: z.string(),
    username: z.string(),
    channel: z.enum(PAY_CHANNELS),
    amountCents: z.number().check(z.int()),
    scoreBonus: z._default(z.number().check(z.int()), 0),
    state: z.enum(ORDER_STATES),
    qrCode: z._default(z.string(), ''),
    tradeNo: z._default(z.string(), ''),
    createdAt: z.number().check(z.int()),
    expiresAt: z.number().check(z.int()),
    paidAt: z._default(z.number().check(z.int()), 0),
    /** Ledger time of the credit, fixed when the order becomes paid (so retries hit the same keys). */
    creditAt: z._default(z.number().check(z.int()), 0),
    creditedAt: z._default(z.number().check(z.int()), 0),
    /** '' | 'rejected' (operator) | 'gateway' (the order could not be created at the gateway). */
    failReason: z._default(z.string(), ''),
    updatedAt: z.number().check(z.int()),
  }),
);
export type StoredOrder = z.infer<ReturnType<typeof storedOrderSchema>>;

const table = () => env().TABLE_NAME;
const orderKey = keys.order;

/** "R" + UTC yyyyMMddHHmmss + 8 random digits. */
export function newOutTradeNo(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `R${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function putNewOrder(order: StoredOrder): Promise<void> {
  await tableClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...orderKey(order.outTradeNo),
        ...order,
        gsi1pk: OPEN_WORK_PK,
        gsi1sk: openWorkSk(order.createdAt, 'ORDER', order.outTradeNo),
        ...memberOrdersIndex(order.userId, order.createdAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getOrder(outTradeNo: string): Promise<StoredOrder | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: orderKey(outTradeNo), ConsistentRead: true }),
  );
  return answer.Item ? storedOrderSchema().parse(answer.Item) : null;
}

/**
 * Moves an order along the state machine: one conditional write "state is one of the event's
 * sources". Answers the updated order, or null when another writer moved it first.
 */
export async function transitionOrder(
  outTradeNo: string,
  event: OrderEvent,
  to: OrderState,
  nowMs: number,
  fields: Partial<Pick<StoredOrder, 'paidAt' | 'creditAt' | 'creditedAt' | 'tradeNo' | 'failReason'>> = {},
): Promise<StoredOrder | null> {
  const from = sourceStates(event);
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':to': to, ':now': nowMs };
  const sets = ['#state = :to', 'updatedAt = :now'];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  from.forEach((state, i) => {
    values[`:from${i}`] = state;
  });
  // An order that expired unpaid is deleted 30 days on (a late payment can still arrive for a
  // while, and moves it on, dropping the expiry); every other order is kept.
  names['#ttl'] = TTL_ATTRIBUTE;
  const removed = ['#ttl', ...(FINAL_ORDER_STATES.includes(to) ? ['gsi1pk', 'gsi1sk'] : [])];
  if (to === 'expired') {
    sets.push('#ttl = :ttl');
    values[':ttl'] = ttlSeconds(nowMs + EXPIRED_ORDER_KEPT_MS);
    removed.shift();
  }
  const remove = ` REMOVE ${removed.join(', ')}`;
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: orderKey(outTradeNo),
        UpdateExpression: `SET ${sets.join(', ')}${remove}`,
        ConditionExpression: `#state IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedOrderSchema().parse(answer.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Stores the QR content the gateway answered, while the order is still unpaid. */
export async function setOrderQr(outTradeNo: string, qrCode: string, nowMs: number): Promise<void> {
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: orderKey(outTradeNo),
        UpdateExpression: 'SET qrCode = :qr, updatedAt = :now',
        ConditionExpression: '#state = :created',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':qr': qrCode, ':now': nowMs, ':created': 'created' },
      }),
    );
  } catch (error) {
    // Paid before the QR answer was stored (possible with a fast sandbox): nothing to show anyway.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** An operator's decision on an order, kept beside it. */
export async function putOrderAudit(
  outTradeNo: string,
  entry: { action: 'confirm' | 'reject'; operator: string; note: string; at: number; result: string },
): Promise<void> {
  await tableClient().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.orderAudit(outTradeNo, entry.at, entry.action), ...entry },
    }),
  );
}

export async function listOrderAudit(
  outTradeNo: string,
): Promise<{ action: string; operator: string; note: string; at: number; result: string }[]> {
  const answer = await tableClient().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
      ExpressionAttributeValues: { ':pk': orderKey(outTradeNo).pk, ':audit': SK_PREFIX.orderAudit },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []).map((item) => ({
    action: String(item.action),
    operator: String(item.operator),
    note: String(item.note ?? ''),
    at: Number(item.at),
    result: String(item.result ?? ''),
  }));
}

/** A member's orders in one state (e.g. paid and not yet credited), newest first. */
export async function memberOrdersInState(userId: string, state: OrderState): Promise<StoredOrder[]> {
  const found: StoredOrder[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: '#state = :state',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pk': memberOrdersPk(userId), ':state': state },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) found.push(storedOrderSchema().parse(item));
    start = answer.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Every open item of the pay centre (orders, purchases, sign-in claims), oldest first. */
export async function listOpenWork(): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': OPEN_WORK_PK },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start);
  return found;
}
