import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { PLAN_IDS } from '#core/plans.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { claim, liveClaim, releaseClaim } from '#functions/data/claims-repo.ts';
import { keys, type UniqueKind } from '#functions/data/keys.ts';
import {
  ConditionalCheckFailedException,
  conditionally,
  GetCommand,
  PutCommand,
  ScanCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';
import { step } from '#functions/platform/faults.ts';

/**
 * Members. One item per member (pk USER#{id}, sk PROFILE) plus one unique-claim item per
 * username, email and mobile (pk UNIQUE#{KIND}#{value}), written in order with conditional
 * single-item writes (dynalite has no transactions). A claim whose member never got written
 * (a crash between the steps) is taken over after CLAIM_GRACE_MS.
 *
 * The item schema is written with `zod/mini`: every signed-in call reads the member, and the classic
 * API's module and its heavier schema objects cost each cold start more (README "Lambda cold starts").
 */
export const storedMemberSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    /** Bound email, lower case; '' when none. */
    email: z._default(z.string(), ''),
    /** Bound mobile (national 11 digits or +E.164); '' when none. */
    mobile: z._default(z.string(), ''),
    nickname: z._default(z.string(), ''),
    avatar: z._default(z.string(), ''),
    /** 0 unknown, 1 male, 2 female. */
    gender: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
    /** YYYY-MM-DD or ''. */
    birthday: z._default(z.string(), ''),
    motto: z._default(z.string(), ''),
    /** 'disable' members are treated as logged out and cannot log in. */
    status: z._default(z.enum(['enable', 'disable']), 'enable'),
    passwordHash: z._default(z.string(), ''),
    joinTime: z._default(z.int(), 0),
    joinIp: z._default(z.string(), ''),
    lastLoginTime: z._default(z.int(), 0),
    lastLoginIp: z._default(z.string(), ''),
    /** The login before the current one (what "last login" shows the member); 0 before a second login. */
    previousLoginTime: z._default(z.int(), 0),
    previousLoginIp: z._default(z.string(), ''),
    /** Balance in cents (fen), kept equal to the sum of the balance ledger by the pay centre. */
    balanceCents: z._default(z.int(), 0),
    /** Score points, kept equal to the sum of the score ledger. */
    score: z._default(z.int(), 0),
    payPasswordHash: z._default(z.string(), ''),
    /** The request_id of the save that set the pay password (a retry of it answers "saved"). */
    payPasswordRequestId: z._default(z.string(), ''),
    quickPay: z._default(z.boolean(), false),
    /** The plan bought from the balance ('free' when none); see functions/pay/spend.ts. */
    planId: z._default(z.enum(PLAN_IDS), 'free'),
    /** When the plan ends (ms); 0 for the free plan. Expiry is checked in code (#core/plans.ts). */
    planExpiresAt: z._default(z.int(), 0),
    /** The plan end (ms) whose lapse the daily job recorded (ledger memo written with it); 0 none. */
    planLapsedFor: z._default(z.int(), 0),
    /** The plan state (`{plan}:{end}`) the member's pages were last brought in line with (functions/plans). */
    planAppliedFor: z._default(z.string(), ''),
    /** The plan end (ms) the member was told about ahead of time; 0 none. */
    planNoticeFor: z._default(z.int(), 0),
    /** Count of money moves applied to balanceCents/score (the pay centre's optimistic lock). */
    moveSeq: z._default(z.int(), 0),
    /** Sessions created before this time (ms) are over: a password change ends every session. */
    sessionsValidAfter: z._default(z.int(), 0),
    /** Optimistic-locking version, +1 on every update. */
    version: z._default(z.int(), 1),
  }),
);
export type StoredMember = z.infer<ReturnType<typeof storedMemberSchema>>;
/** What authentication needs; the whole stored member today. */
export type Member = StoredMember;

export const userKey = keys.member;
export type { UniqueKind };

/** The form a username, email or mobile is claimed and looked up under (login counts failures under it too). */
export function normalizeUnique(kind: UniqueKind, value: string): string {
  return kind === 'MOBILE' ? compactPhone(value) : value.trim().toLowerCase();
}
const uniqueKey = (kind: UniqueKind, value: string) => keys.uniqueName(kind, normalizeUnique(kind, value));

/** Raised when an update lost the race with a newer one. */
export class VersionConflictError extends Error {
  constructor() {
    super('The member was changed by another request');
    this.name = 'VersionConflictError';
  }
}

const table = () => env().TABLE_NAME;

export async function getMember(id: string): Promise<StoredMember | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: userKey(id), ConsistentRead: true }),
  );
  return answer.Item ? storedMemberSchema().parse(answer.Item) : null;
}

/** Whether the member of a username/email/mobile claim exists (else the claim is an orphan). */
const memberExists = async (holder: { userId: string }) => (await getMember(holder.userId)) !== null;

/**
 * The member holding a username, email or mobile, if any. A claim left by a sign-up that never
 * finished (no member, older than the grace period) reads as free: the next sign-up takes it over.
 */
export async function lookupUnique(
  kind: UniqueKind,
  value: string,
  nowMs = Date.now(),
): Promise<string | null> {
  return (await liveClaim<{ userId: string }>(uniqueKey(kind, value), memberExists, nowMs))?.userId ?? null;
}

/**
 * Claims a username/email/mobile for a member. Answers false when another member holds it.
 * Claiming again for the same member succeeds (retries are safe).
 */
export function claimUnique(
  kind: UniqueKind,
  value: string,
  userId: string,
  nowMs: number,
): Promise<boolean> {
  return claim(uniqueKey(kind, value), { userId }, nowMs, memberExists);
}

/** Releases a claim, only if this member holds it. */
export function releaseUnique(kind: UniqueKind, value: string, userId: string): Promise<void> {
  return releaseClaim(uniqueKey(kind, value), { userId });
}

export type NewMember = {
  username: string;
  email: string;
  mobile: string;
  /** The hash, or a function making it: called only once the claims are won, so losers of a race skip scrypt. */
  passwordHash: string | (() => Promise<string>);
  nowMs: number;
  ip: string;
};

export type CreateResult =
  | { ok: true; member: StoredMember }
  | { ok: false; taken: 'username' | 'email' | 'mobile' };

/**
 * Creates a member: claims username, email and mobile in that order, then writes the member.
 * Any refusal or failure releases the claims already made, so nothing half-written stays.
 */
export async function createMember(input: NewMember): Promise<CreateResult> {
  const id = randomUUID();
  const claims: [UniqueKind, string, 'username' | 'email' | 'mobile'][] = [
    ['USERNAME', input.username, 'username'],
  ];
  if (input.email) claims.push(['EMAIL', input.email, 'email']);
  if (input.mobile) claims.push(['MOBILE', input.mobile, 'mobile']);
  const made: [UniqueKind, string][] = [];
  const rollback = () => Promise.all(made.map(([kind, value]) => releaseUnique(kind, value, id)));
  try {
    for (const [kind, value, field] of claims) {
      if (!(await claimUnique(kind, value, id, input.nowMs))) {
        await rollback();
        return { ok: false, taken: field };
      }
      made.push([kind, value]);
      step('signup-claimed');
    }
    const passwordHash =
      typeof input.passwordHash === 'function' ? await input.passwordHash() : input.passwordHash;
    const member = storedMemberSchema().parse({
      id,
      username: input.username,
      email: input.email,
      mobile: input.mobile,
      nickname: input.username,
      passwordHash,
      joinTime: input.nowMs,
      joinIp: input.ip,
      version: 1,
    });
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...userKey(id), ...member },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { ok: true, member };
  } catch (error) {
    await rollback();
    throw error;
  }
}

type MutableFields = Partial<
  Pick<
    StoredMember,
    | 'email'
    | 'mobile'
    | 'nickname'
    | 'avatar'
    | 'gender'
    | 'birthday'
    | 'motto'
    | 'status'
    | 'passwordHash'
    | 'lastLoginTime'
    | 'lastLoginIp'
    | 'previousLoginTime'
    | 'previousLoginIp'
    | 'payPasswordHash'
    | 'payPasswordRequestId'
    | 'quickPay'
    | 'sessionsValidAfter'
  >
>;

/**
 * Updates fields if the member is still at `expectedVersion`; answers the new member.
 * Throws VersionConflictError when a newer write came first.
 */
export async function updateMember(
  id: string,
  expectedVersion: number,
  fields: MutableFields,
): Promise<StoredMember> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1 };
  const sets = entries.map(([key, value], i) => {
    names[`#f${i}`] = key;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: userKey(id),
        UpdateExpression: `SET ${[...sets, '#version = :next'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedMemberSchema().parse(answer.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new VersionConflictError();
    throw error;
  }
}

/**
 * Moves a member's email or mobile to a new value: claim the new one, update the member (at its
 * version), release the old one. A refusal or failure releases the new claim.
 */
export async function changeUnique(
  member: StoredMember,
  field: 'email' | 'mobile',
  value: string,
  nowMs: number,
): Promise<{ ok: true; member: StoredMember } | { ok: false; taken: true }> {
  const kind: UniqueKind = field === 'email' ? 'EMAIL' : 'MOBILE';
  if (!(await claimUnique(kind, value, member.id, nowMs))) return { ok: false, taken: true };
  let updated: StoredMember;
  try {
    updated = await updateMember(member.id, member.version, { [field]: value });
  } catch (error) {
    if (normalizeUnique(kind, value) !== normalizeUnique(kind, member[field]))
      await releaseUnique(kind, value, member.id);
    throw error;
  }
  const old = member[field];
  if (old && normalizeUnique(kind, old) !== normalizeUnique(kind, value))
    await releaseUnique(kind, old, member.id);
  return { ok: true, member: updated };
}

/** Every member's id, page by page (a scan: for the ops audit, never for a request). */
export async function* allMemberIds(): AsyncGenerator<string> {
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'sk = :profile',
        ExpressionAttributeValues: { ':profile': keys.member('').sk },
        ProjectionExpression: 'id',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) yield String(item.id);
    start = answer.LastEvaluatedKey;
  } while (start);
}

/** Members who ever bought a plan, page by page (a scan: for the daily plan job, never for a request). */
export async function* paidMembers(): AsyncGenerator<StoredMember> {
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'sk = :profile AND planId <> :free',
        ExpressionAttributeValues: { ':profile': keys.member('').sk, ':free': 'free' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) yield storedMemberSchema().parse(item);
    start = answer.LastEvaluatedKey;
  } while (start);
}

/**
 * Records a plan marker (`planAppliedFor` or `planNoticeFor`) only while the plan still ends at
 * `planExpiresAt` (a purchase meanwhile makes it answer false), and, with `unlessEqual`, only if
 * the marker does not hold that value yet (the caller that wins sends the notice). Touches neither
 * `version` nor `moveSeq`, so it races no profile save or money move.
 */
export async function markPlan(
  id: string,
  planExpiresAt: number,
  field: 'planAppliedFor' | 'planNoticeFor',
  value: string | number,
  options: { unlessEqual?: boolean } = {},
): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: userKey(id),
        UpdateExpression: 'SET #field = :value',
        ConditionExpression: `attribute_exists(pk) AND planExpiresAt = :end${
          options.unlessEqual ? ' AND (attribute_not_exists(#field) OR #field <> :value)' : ''
        }`,
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value, ':end': planExpiresAt },
      }),
    ),
  );
}
