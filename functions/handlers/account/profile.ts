import type { AccountFailure } from '#core/contracts/account.ts';
import { profile, profileSave } from '#core/contracts/endpoints/account.ts';
import { updateMember, VersionConflictError } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { centreMember, profileOf } from './center.ts';

const CONFLICT: AccountFailure = { reason: 'conflict' };

const SAVED = { en: 'Profile saved', 'zh-cn': '资料已保存' };

/** GET /client/account/profile: the caller's profile with its version. */
export const getProfileHandler = defineHandler(profile, {
  async run({ ctx }) {
    return { data: profileOf(await centreMember(ctx)) };
  },
});

/**
 * POST /client/account/profile: nickname, avatar, gender, birthday, motto (those sent), saved only if the
 * member is still at the version the form was loaded at; otherwise "changed elsewhere, reload".
 */
export const saveProfileHandler = defineHandler(profileSave, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    if (body.version !== member.version) throw new AppError('AccountChangedElsewhere', { data: CONFLICT });
    try {
      const { version, ...changes } = body;
      // Only the fields sent change (updateMember skips undefined ones).
      const updated = await updateMember(member.id, version, changes as Parameters<typeof updateMember>[2]);
      return { data: profileOf(updated), msg: SAVED };
    } catch (error) {
      if (error instanceof VersionConflictError)
        throw new AppError('AccountChangedElsewhere', { data: CONFLICT });
      throw error;
    }
  },
});
