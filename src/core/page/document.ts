import * as z from 'zod/mini';
import { DEFAULT_LANG, LANGS } from '#core/i18n/lang.ts';
import { MODULE_TYPES } from '#core/page/module-types.ts';

/**
 * The page document the builder saves and publishing renders (`zod/mini`: a cold function that
 * reads a document builds no classic schema, README "Lambda cold starts"). Stored documents carry
 * `version`; `migrateDocument` upgrades older ones on read with small named steps, in order.
 * Module props are validated per type by the modules' schema registry (src/modules/schemas.ts);
 * the core knows only the list of type names (module-types.ts).
 */
export const PAGE_DOCUMENT_VERSION = 1;

/** Most modules one page may hold (the builder stays fluid at this size: BENCHMARKS rows 9-10). */
export const MAX_MODULES = 1000;

const hexColor = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/));

/** Page setup (spec section 2): what the page's head and background use. */
export const pageSetupSchema = z.object({
  /** The browser title of the published page; empty uses the page name. */
  title: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  /** Comma-separated keywords for the meta tag. */
  keywords: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
  description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  backgroundColor: z._default(z.union([hexColor, z.literal('')]), ''),
  /** Our own /uploads/… path or an http(s) URL; empty for none. */
  backgroundImage: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  /**
   * The page's language: the published page's `lang` and the language of the texts modules add
   * themselves (buttons' accessible names, default labels). Added after version 1 with a default,
   * so stored documents without it read as Chinese.
   */
  lang: z._default(z.enum(LANGS), DEFAULT_LANG),
});
export type PageSetup = z.infer<typeof pageSetupSchema>;

/** One placed module: its props are checked against its type's schema by the registry. */
export const moduleInstanceSchema = z.object({
  /** Unique within the page; stable across saves (selection, undo, event tracking). */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/)),
  type: z.enum(MODULE_TYPES),
  /** Version of the props shape (the module's own migrations). */
  version: z._default(z.number().check(z.int(), z.gte(1)), 1),
  props: z._default(z.record(z.string(), z.unknown()), {}),
});
export type ModuleInstance = z.infer<typeof moduleInstanceSchema>;

export const pageDocumentSchema = z.object({
  version: z.literal(PAGE_DOCUMENT_VERSION),
  setup: z.prefault(pageSetupSchema, {}),
  modules: z._default(z.array(moduleInstanceSchema).check(z.maxLength(MAX_MODULES)), []),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;

export const emptyDocument = (): PageDocument => pageDocumentSchema.parse({ version: PAGE_DOCUMENT_VERSION });

/** Document migrations: index n upgrades version n + 1 to n + 2. None yet: version 1 is the first. */
const DOCUMENT_MIGRATIONS: ReadonlyArray<(doc: Record<string, unknown>) => Record<string, unknown>> = [];

/** Applies the migrations from the document's version to the current one (its shape is not checked). */
export function upgradeDocument(raw: unknown): Record<string, unknown> {
  let doc = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const from = typeof doc.version === 'number' ? doc.version : 1;
  for (const migrate of DOCUMENT_MIGRATIONS.slice(from - 1)) doc = migrate(doc);
  return { ...doc, version: PAGE_DOCUMENT_VERSION };
}

/** Upgrades a stored document of any earlier version, then checks its shape. */
export function migrateDocument(raw: unknown): PageDocument {
  return pageDocumentSchema.parse(upgradeDocument(raw));
}
