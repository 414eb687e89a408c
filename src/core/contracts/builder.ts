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
  /**
   * The builder's name for this save (random, 8-64 letters, digits, "-" or "_"). A save sent again
   * with the same name after its answer was lost is answered as the first one was, if it landed
   * and nothing was saved since; it is never stored twice.
   */
  save_id: z.optional(z.string().check(z.regex(/^[0-9A-Za-z_-]{8,64}$/))),
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

/**
 * Why a save was refused (data.reason of a code 0 answer). A conflict says the version the page is
 * at and, when a named save made it, that save's name: a builder whose answer was lost knows its
 * own save there.
 */
export const pageSaveFailureSchema = z.object({
  reason: z.enum(['conflict', 'missing']),
  version: z.optional(z.int()),
  saved_by: z.optional(z.string()),
});
export type PageSaveFailure = z.infer<typeof pageSaveFailureSchema>;
