import * as z from 'zod/mini';
import { pageRowSchema } from '#core/contracts/page.ts';
import { pageDocumentSchema } from '#core/page/document.ts';

export { pageDetailQuerySchema } from '#core/contracts/page.ts';

/**
 * GET /client/page/detail's answer: the page's row and its document. A module of its own, so that
 * the page centre's other contracts (page.ts) do not load the page document's schema. Re-exports the
 * detail's query contract, so that the endpoint loads one module. `zod/mini`, as page.ts and the
 * document are: the detail's first call on a cold start builds no classic schema (README "Lambda
 * cold starts").
 */

export const pageDetailDataSchema = z.object({
  page: pageRowSchema,
  doc: pageDocumentSchema,
  /** The current document's version: a save must send it as its expected version. */
  version: z.number(),
  /**
   * What the member's plan lacks: module entitlement (a module's `requires`) → the name of the
   * plan that unlocks it, in the request's language (the builder marks those modules).
   */
  locked: z._default(z.record(z.string(), z.string()), {}),
});
export type PageDetailData = z.infer<typeof pageDetailDataSchema>;
