import type { AccountFailure } from '#core/contracts/account.ts';
import { changePassword } from '#core/contracts/endpoints/account.ts';
import { checkOldPassword } from '#functions/accounts/password-attempts.ts';
import { refuseWeakPassword } from '#functions/accounts/password-rule.ts';
import { hashPassword, verifyPassword } from '#functions/accounts/passwords.ts';
import { clearedRefreshCookie } from '#functions/accounts/session-cookie.ts';
import { minutesUntil } from '#functions/data/attempts-repo.ts';
import { getMember, updateMember, VersionConflictError } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { centreMember } from './center.ts';

const CONFLICT: AccountFailure = { reason: 'conflict' };

const CHANGED = {
  en: 'Password changed. Please log in again with the new password',
  'zh-cn': '密码已修改，请使用新密码重新登录',
};

/**
 * POST /client/account/changePassword: checks the new password against the password rule (not
 * common, not holding the account name) and the old password, stores the new hash and sets
 * sessionsValidAfter to now, which ends every session of the member at once (this one and other
 * devices alike; authentication and refresh refuse sessions created before it).
 */
export const changePasswordHandler = defineHandler(changePassword, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    // The new password's rule first: a refused one costs no old-password attempt.
    await refuseWeakPassword({
      password: body.newPassword,
      username: member.username,
      field: 'newPassword',
      lang: ctx.lang,
    });
    const old = await checkOldPassword(member.id, ctx.nowMs, () =>
      verifyPassword(body.oldPassword, member.passwordHash),
    );
    if (old.outcome === 'locked')
      throw new AppError('AccountPasswordAttempts', {
        values: { minutes: minutesUntil(old.lockedUntil, ctx.nowMs) },
      });
    if (old.outcome === 'wrong') throw new AppError('AccountOldPasswordWrong');
    const fields = { passwordHash: await hashPassword(body.newPassword), sessionsValidAfter: ctx.nowMs };
    try {
      await updateMember(member.id, member.version, fields);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      // Another write came first (e.g. a login on another device recording its time). Retry once
      // on the fresh member, unless that write changed the password itself.
      const fresh = await getMember(member.id);
      if (!fresh || fresh.passwordHash !== member.passwordHash)
        throw new AppError('AccountChangedElsewhere', { data: CONFLICT });
      try {
        await updateMember(fresh.id, fresh.version, fields);
      } catch (retryError) {
        if (retryError instanceof VersionConflictError)
          throw new AppError('AccountChangedElsewhere', { data: CONFLICT });
        throw retryError;
      }
    }
    return { data: null, msg: CHANGED, cookies: [clearedRefreshCookie({ secure: ctx.secureCookies })] };
  },
});
