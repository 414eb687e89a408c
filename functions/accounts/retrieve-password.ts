import type { RetrievePasswordBody } from '#core/contracts/user.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { updateMemberFields } from '#functions/accounts/member-updates.ts';
import { refuseWeakPassword } from '#functions/accounts/password-rule.ts';
import { hashPassword } from '#functions/accounts/passwords.ts';
import { verifyCode } from '#functions/codes/codes.ts';
import { getMember, lookupUnique } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * Forgotten password: a code sent to the bound email or mobile proves the member; the new
 * password replaces the old and every session ends (sessionsValidAfter = now). The new password
 * follows the password rule (functions/accounts/password-rule.ts): a common one is refused before
 * the code is checked; one holding the account name once the code is known right (so the answer
 * tells nothing of the account to someone without the code), and the code then stays usable.
 */
export async function retrievePassword(body: RetrievePasswordBody, nowMs: number, lang: Lang): Promise<void> {
  const weak = { password: body.password, field: 'password', lang };
  await refuseWeakPassword({ ...weak, username: '' });
  const code = {
    channel: body.type === 'email' ? ('email' as const) : ('sms' as const),
    target: body.account,
    event: 'retrieve_password' as const,
    code: body.captcha,
    nowMs,
  };
  if (!(await verifyCode({ ...code, consume: false }))) throw new AppError('CodeInvalid');
  const id = await lookupUnique(body.type === 'email' ? 'EMAIL' : 'MOBILE', body.account);
  const member = id ? await getMember(id) : null;
  if (!member) throw new AppError('AccountNotFound');
  await refuseWeakPassword({ ...weak, username: member.username });
  if (!(await verifyCode({ ...code, consume: true }))) throw new AppError('CodeInvalid');
  const updated = await updateMemberFields(member, {
    passwordHash: await hashPassword(body.password),
    sessionsValidAfter: nowMs,
  });
  if (!updated) throw new AppError('AccountNotFound');
}
