import * as z from 'zod';

/**
 * GET /client/ajax/area: no query answers the provinces; `province` (its 6-digit code) its cities;
 * `city` its districts (`city` wins when both are sent). Names are the official Chinese ones.
 */
const areaCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const areaQuerySchema = z.object({
  province: areaCode.optional(),
  city: areaCode.optional(),
});

export const areaOptionSchema = z.object({ value: z.string(), label: z.string() });
export const areaDataSchema = z.array(areaOptionSchema);
export type AreaOption = z.infer<typeof areaOptionSchema>;
