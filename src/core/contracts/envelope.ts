import * as z from 'zod';

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
export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  /** Server time, seconds since the epoch. */
  time: z.number().int(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

/** The `data` of an endpoint whose callers read only the code and the message. */
export const anyDataSchema = z.unknown();

/** Builds an envelope schema whose `data` is checked with the given schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return envelopeSchema.extend({ data });
}

/** Validation failures carry every field's first message. */
export const validationDataSchema = z.object({ errors: z.record(z.string(), z.string()) });
