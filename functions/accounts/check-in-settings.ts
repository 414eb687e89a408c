import type { RegisterMethod } from '#core/contracts/user.ts';

/**
 * Login-screen settings not (yet) in the site configuration: the click captcha on login and on
 * sign-up, and the ways a new member proves a contact. The brute-force lock asks for the captcha
 * even when `captcha.login` is off.
 */
export const CHECK_IN_SETTINGS = {
  captcha: { login: true, register: true },
  registerMethods: ['email', 'mobile'] satisfies RegisterMethod[],
} as const;
