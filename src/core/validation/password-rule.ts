import type { core } from 'zod/mini';
import { registerMessages } from '#core/validation/parse.ts';

/**
 * The new-password rule beyond the spec's 6-32 characters (rules.password): a password may not be
 * one of the commonest passwords, nor equal to or contain the member's account name (ignoring
 * case). The server checks both (functions/accounts/password-rule.ts: the common-password list is
 * large and lives there only); the sign-up form also checks the account name as the member types
 * (`accountNameRule`), and shows the server's sentence under the password field for the rest.
 * Kept out of the shared contracts so the app's first load (the builder's budget) does not carry it. Applies wherever a login password is set: sign-up, change
 * password, password reset (not the pay password, not login).
 */
export const PASSWORD_RULE_MESSAGES = {
  common: {
    en: 'The password is one of the most common passwords: please choose one that is harder to guess',
    'zh-cn': '密码过于常见，请换一个更难猜到的密码',
  },
  containsAccount: {
    en: 'The password must not be or contain the account name',
    'zh-cn': '密码不能是账户名，也不能包含账户名',
  },
} as const;
registerMessages(Object.values(PASSWORD_RULE_MESSAGES));

/** The password is the account name or contains it, ignoring case (an empty name never matches). */
export function containsAccountName(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  return name !== '' && password.toLowerCase().includes(name);
}

/** A refinement adding the account-name message on `password` (the sign-up form's schema). */
export function accountNameRule<T extends { username: string; password: string }>(
  body: T,
  ctx: core.$RefinementCtx<T>,
): void {
  if (containsAccountName(body.password, body.username)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULE_MESSAGES.containsAccount.en });
  }
}
