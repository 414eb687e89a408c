import { refreshBodySchema, type TokenPair } from '#core/contracts/user.ts';
import { refreshSession } from '#functions/accounts/sessions.ts';
import { defineHandler } from '#functions/platform/handler.ts';

/** POST /client/user/refresh: a new token pair for the current refresh token (code 409 otherwise). */
export const refreshHandler = defineHandler({
  body: refreshBodySchema,
  async run({ body, ctx }) {
    const data: TokenPair = await refreshSession(body.refresh_token, ctx.nowMs, ctx.log);
    return { data };
  },
});
