import { CODE } from '#core/contracts/envelope.ts';
import type { Localized } from '#core/i18n/lang.ts';

/**
 * The error catalogue. Each entry's name is permanent (logs and tests refer to it); `text` says
 * what happened in both languages; `hint` says what to do (for logs and the README).
 */
export const ERRORS = {
  RouteNotFound: {
    code: CODE.failure,
    status: 404,
    text: { en: 'Error requesting address: {url}', 'zh-cn': '请求地址错误：{url}' },
    hint: 'Check the method and path against the API list in the README.',
  },
  ValidationFailed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Incorrect parameter!', 'zh-cn': '参数错误！' },
    hint: 'data.errors names every field that failed and why.',
  },
  BodyUnreadable: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The request body could not be read', 'zh-cn': '无法读取请求内容' },
    hint: 'Send JSON (application/json) or a form (application/x-www-form-urlencoded).',
  },
  NeedLogin: {
    code: CODE.needLogin,
    status: 200,
    text: { en: 'Please log in first', 'zh-cn': '请先登录' },
    hint: 'Send a valid access token in the ba-user-token header.',
  },
  TokenExpired: {
    code: CODE.tokenExpired,
    status: 200,
    text: { en: 'Your login has expired, please log in again', 'zh-cn': '登录状态已过期，请重新登录' },
    hint: 'Refresh the token pair with /client/user/refresh or log in again.',
  },
  NoPermission: {
    code: CODE.noPermission,
    status: 200,
    text: { en: 'You do not have permission to operate!', 'zh-cn': '您没有权限进行此操作！' },
    hint: 'The member lacks the permission node for this action.',
  },
  MemberCenterClosed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The member centre is not open', 'zh-cn': '会员中心未开启' },
    hint: 'An operator can open it with `npm run ops -- config set open_member_center true`.',
  },
  Internal: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Server internal error! Please try again later (reference {requestId})',
      'zh-cn': '服务器内部错误！请稍后重试（编号 {requestId}）',
    },
    hint: 'Find the request id in the structured logs for the cause.',
  },
} as const satisfies Record<string, { code: number; status: number; text: Localized; hint: string }>;

export type ErrorName = keyof typeof ERRORS;

/** A handled failure: the wrapper turns it into the envelope. Never carries internals to clients. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly values: Record<string, string | number>;
  readonly data: unknown;
  /** A message already in the request's language (e.g. the first validation message). */
  readonly localizedMessage: string | undefined;

  constructor(
    name: ErrorName,
    options: { values?: Record<string, string | number>; data?: unknown; localizedMessage?: string } = {},
  ) {
    super(ERRORS[name].text.en);
    this.name = 'AppError';
    this.errorName = name;
    this.values = options.values ?? {};
    this.data = options.data ?? null;
    this.localizedMessage = options.localizedMessage;
  }
}
