import * as z from 'zod/mini';

/**
 * The login screen's start (GET /client/user/checkIn), apart from the other check-in contracts in
 * user.ts (which re-exports these): its endpoint loads this small module on a cold start, not every
 * sign-up and login schema with the codes' (BENCHMARKS row 8). On `zod/mini`, whose schemas cost a
 * cold start less to load and build than the classic API's.
 */

/** How a new member proves a contact: an email code or an SMS code. */
export const REGISTER_METHODS = ['email', 'mobile'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** GET /client/user/checkIn: what the login screen needs before the member types anything. */
export const checkInInfoSchema = z.object({
  /** Sign-up open (site configuration); closed shows "contact customer service". */
  open_register: z.boolean(),
  /** The member centre is open; closed refuses login and sign-up. */
  open_member_center: z.boolean(),
  /** Whether the click captcha is asked on login and on sign-up. */
  captcha: z.object({ login: z.boolean(), register: z.boolean() }),
  /** How a new member may prove a contact, in the order the screen offers them. */
  register_methods: z.array(z.enum(REGISTER_METHODS)),
  /** The account and password rules, in the request's language, for the form's hints. */
  hints: z.object({ account: z.string(), password: z.string() }),
});
export type CheckInInfo = z.infer<typeof checkInInfoSchema>;
