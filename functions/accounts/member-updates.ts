import {
  getMember,
  type StoredMember,
  updateMember,
  VersionConflictError,
} from '#functions/data/users-repo.ts';

type Fields = Parameters<typeof updateMember>[2];

/**
 * Applies fields to the member, reading it again when a concurrent write changed its version
 * first (the fields here do not depend on what that write changed). Null when the member is gone.
 */
export async function updateMemberFields(member: StoredMember, fields: Fields): Promise<StoredMember | null> {
  let current: StoredMember | null = member;
  for (let attempt = 0; attempt < 5 && current; attempt += 1) {
    try {
      return await updateMember(current.id, current.version, fields);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      current = await getMember(current.id);
    }
  }
  if (!current) return null;
  throw new VersionConflictError();
}

/**
 * The fields a login writes: this login becomes the latest, and the one before it is kept as the
 * previous login, which is what "last login" shows (the current session is not news to the member).
 */
export function loginStamp(
  member: StoredMember,
  nowMs: number,
  ip: string,
): Pick<StoredMember, 'lastLoginTime' | 'lastLoginIp' | 'previousLoginTime' | 'previousLoginIp'> {
  return {
    previousLoginTime: member.lastLoginTime,
    previousLoginIp: member.lastLoginIp,
    lastLoginTime: nowMs,
    lastLoginIp: ip,
  };
}
