import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '#functions/data/dynamo-client.ts';
import {
  changeUnique,
  claimUnique,
  createMember,
  getMember,
  lookupUnique,
  updateMember,
  VersionConflictError,
} from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';

setupApiStack();

const base = { email: '', mobile: '', passwordHash: 'x', ip: '127.0.0.1' };

describe('members and their unique claims', () => {
  it('creates a member with its username, email and mobile claimed', async () => {
    const result = await createMember({
      ...base,
      username: 'Alice',
      email: 'alice@example.com',
      nowMs: 1000,
    });
    if (!result.ok) throw new Error('refused');
    expect(await getMember(result.member.id)).toMatchObject({
      username: 'Alice',
      email: 'alice@example.com',
      version: 1,
    });
    expect(await lookupUnique('USERNAME', 'alice')).toBe(result.member.id);
    expect(await lookupUnique('EMAIL', 'ALICE@example.com')).toBe(result.member.id);
  });

  it('refuses a taken username or email case-insensitively and leaves no claim behind', async () => {
    expect(await createMember({ ...base, username: 'ALICE', nowMs: 2000 })).toEqual({
      ok: false,
      taken: 'username',
    });
    const second = await createMember({
      ...base,
      username: 'alice2',
      email: 'Alice@Example.com',
      nowMs: 2000,
    });
    expect(second).toEqual({ ok: false, taken: 'email' });
    expect(await lookupUnique('USERNAME', 'alice2')).toBeNull();
  });

  it('gives exactly one account to 50 concurrent sign-ups of one username', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createMember({ ...base, username: 'race', email: `r${i}@x.com`, nowMs: 3000 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = results.find((r) => r.ok);
    expect(await lookupUnique('USERNAME', 'race')).toBe(winner?.ok ? winner.member.id : 'none');
    const strayEmails = await Promise.all(results.map((_, i) => lookupUnique('EMAIL', `r${i}@x.com`)));
    expect(strayEmails.filter(Boolean)).toHaveLength(1);
  });

  it('takes over a claim whose member was never written, but only after the grace period', async () => {
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: { pk: 'UNIQUE#USERNAME#ghost', sk: 'UNIQUE', userId: 'crashed', createdAt: 10_000 },
      }),
    );
    expect(await claimUnique('USERNAME', 'ghost', 'new-id', 20_000)).toBe(false);
    expect(await claimUnique('USERNAME', 'ghost', 'new-id', 80_000)).toBe(true);
    expect(await lookupUnique('USERNAME', 'ghost', 80_000)).toBe('new-id');
  });

  it('updates at the expected version only', async () => {
    const created = await createMember({ ...base, username: 'bob', nowMs: 4000 });
    if (!created.ok) throw new Error('refused');
    const updated = await updateMember(created.member.id, 1, { nickname: 'Bobby' });
    expect(updated).toMatchObject({ nickname: 'Bobby', version: 2 });
    await expect(updateMember(created.member.id, 1, { nickname: 'Stale' })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect((await getMember(created.member.id))?.nickname).toBe('Bobby');
  });

  it('moves a bound email to a free one and releases the old one', async () => {
    const created = await createMember({ ...base, username: 'carol', email: 'carol@old.com', nowMs: 5000 });
    if (!created.ok) throw new Error('refused');
    expect(await changeUnique(created.member, 'email', 'alice@example.com', 6000)).toEqual({
      ok: false,
      taken: true,
    });
    const moved = await changeUnique(created.member, 'email', 'carol@new.com', 6000);
    expect(moved.ok && moved.member.email).toBe('carol@new.com');
    expect(await lookupUnique('EMAIL', 'carol@old.com')).toBeNull();
    expect(await lookupUnique('EMAIL', 'carol@new.com')).toBe(created.member.id);
  });
});
