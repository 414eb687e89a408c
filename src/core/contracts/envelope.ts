/** Envelope codes of API.md. They never change. */
export const CODE = {
  /** A handled failure with a readable `msg`. */
  failure: 0,
  success: 1,
  /** No permission for this action. */
  noPermission: 401,
  /** Login needed; `data.type` is "need login". */
  needLogin: 303,
  /** The token expired or was revoked: log in again. */
  tokenExpired: 409,
} as const;
export type Code = (typeof CODE)[keyof typeof CODE];

export const NEED_LOGIN_TYPE = 'need login';

/** Every answer of the API: HTTP 200 with this body unless the transport itself fails. */
export type Envelope<T = unknown> = {
  code: number;
  msg: string;
  /** Server time, seconds since the epoch. */
  time: number;
  data: T;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The envelope in a parsed JSON answer, or null when it is not one. Written out rather than a
 * Zod schema: the browser's API client reads every answer with it, and Zod stays out of the
 * app's first load (src/core/contracts/endpoint.ts).
 */
export function readEnvelope(value: unknown): Envelope | null {
  if (!isRecord(value)) return null;
  const { code, msg, time, data } = value;
  if (!Number.isInteger(code) || typeof msg !== 'string' || !Number.isInteger(time)) return null;
  return { code: code as number, msg, time: time as number, data };
}

/** Validation failures carry every field's first message. */
export type ValidationData = { errors: Record<string, string> };

/** The field messages of a refusal's `data` (HTTP 200, code 0, ValidationFailed), or null. */
export function validationErrors(data: unknown): Record<string, string> | null {
  if (!isRecord(data) || !isRecord(data.errors)) return null;
  const errors = Object.entries(data.errors);
  if (!errors.every(([, message]) => typeof message === 'string')) return null;
  return Object.fromEntries(errors) as Record<string, string>;
}
