import * as z from 'zod/mini';

/**
 * The builder's endpoint (POST /client/page/save), shared by the handler and the browser. Written
 * with `zod/mini`: a save's contract builds none of the classic API's schemas (README "Lambda cold
 * starts"); the document itself is checked by the handler with src/core/page/document.ts.
 */

/** Body of a save: the page, the document version the builder loaded or last saved, the document. */
export const pageSaveBodySchema = z.object({
  id: z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{10}$/)),
  /** The version this document was based on; a save on an older one is refused as a conflict. */
  version: z.int().check(z.gte(1)),
  /** The page document; checked and migrated with src/core/page/document.ts by the handler. */
  doc: z.unknown(),
});
export type PageSaveBody = z.input<typeof pageSaveBodySchema>;

/** A field's message, keyed by dotted path ("" for the module as a whole). */
const fieldErrorsSchema = z.record(z.string(), z.string());

export const pageSaveDataSchema = z.object({
  /** The new document version: send it with the next save. */
  version: z.int(),
  /**
   * The modules that are not complete yet (module id → field errors). A draft is saved anyway;
   * publishing refuses until this is empty.
   */
  problems: z.record(z.string(), fieldErrorsSchema),
});
export type PageSaveData = z.infer<typeof pageSaveDataSchema>;

/** Why a save was refused (data.reason of a code 0 answer). */
export const pageSaveFailureSchema = z.object({ reason: z.enum(['conflict', 'missing']) });
export type PageSaveFailure = z.infer<typeof pageSaveFailureSchema>;
