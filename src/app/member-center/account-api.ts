import { api } from '#app/api/api.ts';
import type { BindCalls } from '#app/member-center/bind-flow.ts';
import type { BindType, ChangeBindBody, ChangePasswordBody, ProfileUpdate } from '#core/contracts/account.ts';
import * as accountEndpoints from '#core/contracts/endpoints/account.ts';
import * as codesEndpoints from '#core/contracts/endpoints/codes.ts';

/** The member centre's calls (API.md "Accounts and member centre"), parsed with the shared contracts. */

/** The overview; the 7-day figures follow the browser's calendar days. */
export const fetchOverview = () =>
  api(accountEndpoints.overview, { tz_offset: new Date().getTimezoneOffset() });

export const fetchProfile = () => api(accountEndpoints.profile);

export const saveProfile = (body: ProfileUpdate) =>
  api(accountEndpoints.profileSave, body, { loading: true, showSuccessMessage: true });

/** Step 1 of a bind change: the code of the current email/mobile buys a one-time ticket. */
export const verifyCurrent = (type: BindType, captcha: string) =>
  api(accountEndpoints.verification, { type, captcha }, { loading: true });

/** Step 2: the new email/mobile with its own code (and the ticket when something was bound). */
export const changeBind = (body: ChangeBindBody) =>
  api(accountEndpoints.changeBind, body, {
    loading: true,
    showSuccessMessage: true,
  });

export const changePassword = (body: ChangePasswordBody) =>
  api(accountEndpoints.changePassword, body, { loading: true });

/** Sends a code by email or SMS; the API client shows the server's "sent" message. */
export function sendBindCode(
  type: BindType,
  target: string,
  event: 'verify_current' | 'bind_new',
  captcha: { id: string; info: string },
) {
  const fields = { captchaId: captcha.id, captchaInfo: captcha.info };
  return type === 'email'
    ? api(codesEndpoints.emsSend, { email: target, event, ...fields }, { showSuccessMessage: true })
    : api(
        codesEndpoints.smsSend,
        { mobile: target, template_code: event, ...fields },
        { showSuccessMessage: true },
      );
}

/** The bind dialog's calls (bind-flow.ts), answering the data of each. */
export const bindCalls: BindCalls = {
  sendCode: sendBindCode,
  verifyCurrent: (type, captcha) => verifyCurrent(type, captcha).then((answer) => answer.data),
  changeBind: (body) => changeBind(body).then((answer) => answer.data),
};

export type LogKind = 'balance' | 'score';

export type LogQuery = { page: number; limit: number; cursor?: string | undefined };

/** One page of the balance log or the score log. */
export function fetchLog(kind: LogKind, query: LogQuery) {
  const params = { page: query.page, limit: query.limit, cursor: query.cursor };
  return kind === 'balance'
    ? api(accountEndpoints.balanceLog, params)
    : api(accountEndpoints.scoreLog, params);
}
