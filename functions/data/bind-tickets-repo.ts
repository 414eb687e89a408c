import { randomBytes } from 'node:crypto';
import { BIND_TICKET_TTL_MS, type BindType } from '#core/contracts/account-values.ts';
import { keys } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  conditionally,
  DeleteCommand,
  GetCommand,
  PutCommand,
  tableClient,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * One-time tickets proving that a member confirmed their current email or mobile with a code,
 * for the change that follows. One item each (pk USER#{id}, sk BINDTICKET#{ticket}) holding the
 * type and the value confirmed; it expires after 10 minutes (checked in code: no TTL in
 * dynalite) and is used up by a conditional delete, so two changes can never share one.
 */
const TICKET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const ticketKey = keys.bindTicket;
const table = () => env().TABLE_NAME;

export async function issueBindTicket(
  userId: string,
  type: BindType,
  current: string,
  nowMs: number,
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await tableClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...ticketKey(userId, ticket),
        type,
        current,
        createdAt: nowMs,
        expiresAt: nowMs + BIND_TICKET_TTL_MS,
        [TTL_ATTRIBUTE]: ttlSeconds(nowMs + BIND_TICKET_TTL_MS),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return ticket;
}

/** Whether the ticket is this member's, for this type and current value, and not expired (it stays usable). */
export async function isBindTicketValid(
  userId: string,
  ticket: string,
  type: BindType,
  current: string,
  nowMs: number,
): Promise<boolean> {
  if (!TICKET_PATTERN.test(ticket)) return false;
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: ticketKey(userId, ticket), ConsistentRead: true }),
  );
  const item = answer.Item;
  return Boolean(item && item.type === type && item.current === current && Number(item.expiresAt) > nowMs);
}

/** Uses the ticket up; false when it is not valid (any more), e.g. a concurrent change used it first. */
export async function consumeBindTicket(
  userId: string,
  ticket: string,
  type: BindType,
  current: string,
  nowMs: number,
): Promise<boolean> {
  if (!TICKET_PATTERN.test(ticket)) return false;
  return conditionally(
    tableClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: ticketKey(userId, ticket),
        ConditionExpression:
          'attribute_exists(pk) AND #type = :type AND #current = :current AND expiresAt > :now',
        ExpressionAttributeNames: { '#type': 'type', '#current': 'current' },
        ExpressionAttributeValues: { ':type': type, ':current': current, ':now': nowMs },
      }),
    ),
  );
}
