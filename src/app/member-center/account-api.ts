import * as z from 'zod';
import { api } from '#app/api/api.ts';
import {
  type BindType,
  balanceLogPageSchema,
  type ChangeBindBody,
  type ChangePasswordBody,
  changeBindDataSchema,
  overviewDataSchema,
  type ProfileUpdate,
  profileDataSchema,
  scoreLogPageSchema,
  verificationDataSchema,
} from '#core/contracts/account.ts';

/** The member centre's calls (API.md "Accounts and member centre"), parsed with the shared contracts. */

/** The overview; the 7-day figures follow the browser's calendar days. */
export const fetchOverview = () =>
  api.get('/client/account/overview', overviewDataSchema, {
    query: { tz_offset: new Date().getTimezoneOffset() },
  });

export const fetchProfile = () => api.get('/client/account/profile', profileDataSchema);

export const saveProfile = (body: ProfileUpdate) =>
  api.post('/client/account/profile', profileDataSchema, body, { loading: true, showSuccessMessage: true });

/** Step 1 of a bind change: the code of the current email/mobile buys a one-time ticket. */
export const verifyCurrent = (type: BindType, captcha: string) =>
  api.post('/client/account/verification', verificationDataSchema, { type, captcha }, { loading: true });

/** Step 2: the new email/mobile with its own code (and the ticket when something was bound). */
export const changeBind = (body: ChangeBindBody) =>
  api.post('/client/account/changeBind', changeBindDataSchema, body, {
    loading: true,
    showSuccessMessage: true,
  });

export const changePassword = (body: ChangePasswordBody) =>
  api.post('/client/account/changePassword', z.unknown(), body, { loading: true });

/** Sends a code by email or SMS; the API client shows the server's "sent" message. */
export function sendBindCode(type: BindType, target: string, event: 'verify_current' | 'bind_new') {
  return type === 'email'
    ? api.post('/client/Ems/send', z.unknown(), { email: target, event }, { showSuccessMessage: true })
    : api.post(
        '/client/Sms/send',
        z.unknown(),
        { mobile: target, template_code: event },
        { showSuccessMessage: true },
      );
}

export type LogKind = 'balance' | 'score';

export type LogQuery = { page: number; limit: number; cursor?: string | undefined };

/** One page of the balance log or the score log. */
export function fetchLog(kind: LogKind, query: LogQuery) {
  const params = { page: query.page, limit: query.limit, cursor: query.cursor };
  return kind === 'balance'
    ? api.get('/client/account/balance', balanceLogPageSchema, { query: params })
    : api.get('/client/account/integral', scoreLogPageSchema, { query: params });
}
