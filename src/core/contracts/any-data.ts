import * as z from 'zod/mini';

/** The `data` of an endpoint whose callers read only the code and the message. */
export const anyDataSchema = z.unknown();
