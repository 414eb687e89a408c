import { type LoginCodeEvent, sendLoginCode } from '#app/api/user.ts';
import { anyMobileSchema } from '#core/contracts/codes.ts';
import type { RegisterMethod } from '#core/contracts/user.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { rules } from '#core/validation/rules.ts';
import type { AskCaptcha } from './captcha-request.ts';

/** The contact a method proves, checked with the same rule as the contract. */
export function checkContact(method: RegisterMethod, value: string, lang: Lang) {
  return parseLocalized(method === 'email' ? rules.email() : anyMobileSchema, value, lang);
}

/**
 * "Send code" of the sign-up and reset forms: the contact checked first (focus goes to its input
 * when it is wrong), then a passed click captcha (every send consumes one), then the send; focus
 * moves on to the code's input. Answers whether a code went out; the API client showed a refusal
 * (too soon, a daily limit, registration closed).
 */
export async function sendCodeTo(options: {
  method: RegisterMethod;
  contact: string;
  lang: Lang;
  event: LoginCodeEvent;
  askCaptcha: AskCaptcha;
  /** The inputs' ids: the contact's and the code's. */
  contactId: string;
  codeId: string;
}): Promise<boolean> {
  const contact = checkContact(options.method, options.contact, options.lang);
  if (!contact.success) {
    document.getElementById(options.contactId)?.focus();
    return false;
  }
  const captcha = await options.askCaptcha();
  if (!captcha) return false;
  try {
    await sendLoginCode(options.method, contact.data, options.event, captcha);
    document.getElementById(options.codeId)?.focus();
    return true;
  } catch {
    return false;
  }
}
