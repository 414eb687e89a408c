import { api } from '#app/api/api.ts';
import { $siteConfig } from '#app/stores/site-config.ts';
import { setUserInfo } from '#app/stores/user-info.ts';
import * as codesEndpoints from '#core/contracts/endpoints/codes.ts';
import * as userEndpoints from '#core/contracts/endpoints/user.ts';
import type {
  CheckInInfo,
  CheckInResult,
  LoginBody,
  RegisterBody,
  RegisterMethod,
  RetrievePasswordBody,
} from '#core/contracts/user.ts';

/** Calls the login screen makes show their own messages in place, not as toasts. */
const QUIET = { showCodeMessage: false } as const;

/** GET /client/user/checkIn: sign-up open, captcha, register methods, rule hints. */
export async function fetchCheckInInfo(): Promise<CheckInInfo> {
  return (await api(userEndpoints.checkInInfo, undefined, { showErrorMessage: false })).data;
}

/** POST /client/user/checkIn (login or sign-up); resolves with the signed-in user and a message. */
export async function checkIn(
  body: LoginBody | RegisterBody,
): Promise<{ result: CheckInResult; msg: string }> {
  const answer = await api(userEndpoints.checkIn, body, QUIET);
  return { result: answer.data, msg: answer.msg };
}

/**
 * Keeps the signed-in user (only id, username, nickname and avatar persist; the access token
 * stays in memory, the refresh token in its HttpOnly cookie) and
 * asks for the member's start-up data again: an earlier session on this page may have loaded it.
 */
export function signIn({ userInfo }: CheckInResult): void {
  setUserInfo(userInfo);
  $siteConfig.setKey('userInitialize', false);
}

/** POST /client/user/retrievePassword; resolves with the server's message. */
export async function retrievePassword(body: RetrievePasswordBody): Promise<string> {
  return (await api(userEndpoints.retrievePassword, body, QUIET)).msg;
}

/** Why a code is sent from the login screen. */
export type LoginCodeEvent = 'register' | 'retrieve_password';

/**
 * POST /client/Ems/send or /client/Sms/send with the click captcha the member just passed (the
 * send consumes it). The success message shows as a toast (spec section 7); refusals (too soon,
 * a daily limit) too.
 */
export async function sendLoginCode(
  method: RegisterMethod,
  target: string,
  event: LoginCodeEvent,
  captcha: { id: string; info: string },
): Promise<void> {
  const fields = { captchaId: captcha.id, captchaInfo: captcha.info };
  if (method === 'email') {
    await api(codesEndpoints.emsSend, { email: target, event, ...fields }, { showSuccessMessage: true });
  } else {
    await api(
      codesEndpoints.smsSend,
      { mobile: target, template_code: event, ...fields },
      { showSuccessMessage: true },
    );
  }
}
