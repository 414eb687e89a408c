import * as z from 'zod/mini';

/**
 * GET /client/ajax/area: no query answers the provinces; `province` (its 6-digit code) its cities;
 * `city` its districts (`city` wins when both are sent). Names are the official Chinese ones.
 * On `zod/mini`: one classic schema in a group puts most of zod's core into the chunk every
 * route of the group loads (docs/benchmarks.md, "Row 8, session 17").
 */
const areaCode = z.string().check(z.trim(), z.regex(/^\d{6}$/));

export const areaQuerySchema = z.object({
  province: z.optional(areaCode),
  city: z.optional(areaCode),
});

export const areaOptionSchema = z.object({ value: z.string(), label: z.string() });
export const areaDataSchema = z.array(areaOptionSchema);
export type AreaOption = z.infer<typeof areaOptionSchema>;
