import type { RetrievePasswordBody } from '#core/contracts/user.ts';
import { updateMemberFields } from '#functions/accounts/member-updates.ts';
import { hashPassword } from '#functions/accounts/passwords.ts';
import { verifyCode } from '#functions/codes/codes.ts';
import { getMember, lookupUnique } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * Forgotten password: a code sent to the bound email or mobile proves the member; the new
 * password replaces the old and every session ends (sessionsValidAfter = now).
 */
export async function retrievePassword(body: RetrievePasswordBody, nowMs: number): Promise<void> {
  const codeOk = await verifyCode({
    channel: body.type === 'email' ? 'email' : 'sms',
    target: body.account,
    event: 'retrieve_password',
    code: body.captcha,
    nowMs,
    consume: true,
  });
  if (!codeOk) throw new AppError('CodeInvalid');
  const id = await lookupUnique(body.type === 'email' ? 'EMAIL' : 'MOBILE', body.account);
  const member = id ? await getMember(id) : null;
  if (!member) throw new AppError('AccountNotFound');
  const updated = await updateMemberFields(member, {
    passwordHash: await hashPassword(body.password),
    sessionsValidAfter: nowMs,
  });
  if (!updated) throw new AppError('AccountNotFound');
}
