import * as z from 'zod/mini';
import { REGISTER_METHODS } from '#core/contracts/check-in-info.ts';
import { anyMobileSchema, codeSchema } from '#core/contracts/codes.ts';
import { indexDataSchema } from '#core/contracts/index-endpoint.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { rules } from '#core/validation/rules.ts';

/**
 * Sign-up, login, sessions and password reset (/client/user/*). The same schemas check the login
 * screen's fields and the handlers' input, so a message the form shows is the one the server gives.
 * On `zod/mini`: one classic schema in a group puts most of zod's core into the chunk every route
 * of the group loads (docs/benchmarks.md, "Row 8, session 17").
 */

export {
  type CheckInInfo,
  checkInInfoSchema,
  REGISTER_METHODS,
  type RegisterMethod,
} from '#core/contracts/check-in-info.ts';

/** A true/false switch as sent by JSON (boolean) or a form ("1", "true", "on"). */
const flag = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])]),
    z.transform((value) => value === true || value === '1' || value === 'true' || value === 'on'),
  );

/** The click-captcha answer the captcha dialog hands to the form; optional when the captcha is off. */
const captchaFields = {
  captchaId: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  captchaInfo: z._default(z.string().check(z.maxLength(4000)), ''),
};

/** POST /client/user/checkIn with tab=login. `username` is the username, email or mobile. */
export const loginBodySchema = z.object({
  tab: z.literal('login'),
  username: z.pipe(rules.required(), z.string().check(z.maxLength(254))),
  password: rules.password(),
  /** Remember me: the session lasts 30 days instead of 1 day. */
  keep: z._default(flag(), false),
  ...captchaFields,
});
export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /client/user/checkIn with tab=register. The code was sent to the email or mobile. */
export const registerBodySchema = z.pipe(
  z
    .object({
      tab: z.literal('register'),
      username: rules.account(),
      password: rules.password(),
      registerType: z.enum(REGISTER_METHODS),
      email: z._default(z.string().check(z.trim()), ''),
      mobile: z._default(z.string().check(z.trim()), ''),
      /** The email or SMS verification code. */
      code: codeSchema,
      ...captchaFields,
    })
    .check(
      z.superRefine((body, ctx) => {
        // Only the contact of the chosen method is checked (and kept); the other is dropped.
        const field = body.registerType === 'email' ? 'email' : 'mobile';
        const check = (field === 'email' ? rules.email() : anyMobileSchema).safeParse(body[field]);
        if (!check.success) {
          ctx.addIssue({ code: 'custom', path: [field], message: check.error.issues[0]?.message ?? '' });
        }
      }),
    ),
  z.transform((body) => ({
    ...body,
    email: body.registerType === 'email' ? body.email.toLowerCase() : '',
    mobile: body.registerType === 'mobile' ? compactPhone(body.mobile) : '',
  })),
);
export type RegisterBody = z.output<typeof registerBodySchema>;

export const checkInBodySchema = z.discriminatedUnion('tab', [loginBodySchema, registerBodySchema]);
export type CheckInBody = z.output<typeof checkInBodySchema>;

/** The user info answered by login and sign-up (no secrets; contacts masked). */
export const signedInUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Masked, e.g. "a***@example.com"; '' when none. */
  email: z.string(),
  /** Masked, e.g. "138****5678"; '' when none. */
  mobile: z.string(),
  /** Seconds since the epoch; 0 for the first login. */
  last_login_time: z.int(),
  last_login_ip: z.string(),
  join_time: z.int(),
  /** Spendable balance, "12.50" (the pay centre's GET /client/pay/account has the full picture). */
  balance: z.string(),
  /** Money paid but not yet credited: "0.00" at login (it is credited within seconds). */
  balance_money: z.string(),
  /** balance + balance_money. */
  money: z.string(),
  score: z.int(),
  /** Whether a pay password is set. */
  is_set_pay: z.boolean(),
  /** Spending skips the pay password. */
  quick_pay: z.boolean(),
  /** Access token (JWT, 15 minutes): the `ba-user-token` header. */
  token: z.string(),
  /**
   * Always empty: the refresh token travels only in the HttpOnly `ba-refresh` cookie (scoped to
   * /client/user/refresh), out of reach of any script. Kept for the spec's user-info shape.
   */
  refresh_token: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const checkInResultSchema = z.object({
  userInfo: signedInUserSchema,
  /** Where the screen goes when no safe `redirect` was asked for. */
  routePath: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** Data of a refused login that needs the captcha (and possibly a wait) before the next try. */
export const loginRefusalDataSchema = z.object({
  /** The next attempt must carry a solved captcha. */
  captcha: z.boolean(),
  /** Seconds before the next attempt is accepted; 0 when none. */
  retry_after: z.int(),
});
export type LoginRefusalData = z.infer<typeof loginRefusalDataSchema>;

const refreshToken = () => z.string().check(z.trim(), z.maxLength(300));

/**
 * POST /client/user/refresh: exchange the refresh cookie for a new access token and a new cookie
 * (the old one stops working). A refresh token in the body is ignored.
 */
export const refreshBodySchema = z.object({
  /**
   * Also answer the start-up data (GET /client/index/index) for the renewed session, in the
   * request's language: the app shell's first refresh asks, so the page needs one round trip less.
   * A hint: any other value is taken as "no".
   */
  start_up: z.catch(z.optional(z.literal(true)), undefined),
});
/** A token pair: the access token; `refresh_token` is always empty (the cookie carries it). */
export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
/** The answer of a refresh: the token pair, and the start-up data when the body asked for it. */
export const refreshAnswerSchema = z.extend(tokenPairSchema, { start_up: z.optional(indexDataSchema) });
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/**
 * POST /client/user/logout: the caller's session ends (and that of a refresh token in the body,
 * if any); the refresh cookie is cleared.
 */
export const logoutBodySchema = z.object({ refresh_token: z._default(refreshToken(), '') });

/** POST /client/user/retrievePassword: a new password, proven by a code sent to the email or mobile. */
export const retrievePasswordBodySchema = z.pipe(
  z
    .object({
      type: z.enum(REGISTER_METHODS),
      /** The email or mobile the code was sent to. */
      account: z.string().check(z.trim()),
      /** The email or SMS verification code. */
      captcha: codeSchema,
      password: rules.password(),
    })
    .check(
      z.superRefine((body, ctx) => {
        const check = (body.type === 'email' ? rules.email() : anyMobileSchema).safeParse(body.account);
        if (!check.success) {
          ctx.addIssue({ code: 'custom', path: ['account'], message: check.error.issues[0]?.message ?? '' });
        }
      }),
    ),
  z.transform((body) => ({
    ...body,
    account: body.type === 'email' ? body.account.toLowerCase() : compactPhone(body.account),
  })),
);
export type RetrievePasswordBody = z.output<typeof retrievePasswordBodySchema>;
