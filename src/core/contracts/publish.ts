import * as z from 'zod/mini';
import { PAGE_STATES } from '#core/contracts/page.ts';

/**
 * Publishing (POST /client/page/publish, /client/page/unpublish), shared by the handlers and the
 * browser. Written with `zod/mini`: with no classic schema left in group `publish`, every first call
 * of its function, a page edit's too, loads zod's core without what only the classic API needs
 * (README "Lambda cold starts").
 */

const pageIdSchema = z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{10}$/));

/** Publish the page's saved document; unpublish takes it offline. */
export const publishBodySchema = z.object({ id: pageIdSchema });
export type PublishBody = z.input<typeof publishBodySchema>;

export const publishDataSchema = z.object({
  id: z.string(),
  /** The live address: `http(s)://{domain}{route}` on a verified domain, else `{PAGES_ORIGIN}/{id}`. */
  url: z.string(),
  /** The page centre's link (as page rows): the verified-domain address, or `{PAGES_ORIGIN}/{id}`. */
  link: z.string(),
  state: z.enum(PAGE_STATES),
  /** The document version that is live; 0 after unpublishing. */
  published_version: z.number().check(z.int()),
  /** True when nothing changed since the last publish, so nothing was written. */
  unchanged: z.boolean(),
});
export type PublishData = z.infer<typeof publishDataSchema>;

/**
 * A refused publish (code 0): every invalid module (module id → field → message), and the same
 * modules in page order with their type, so a screen without the document can name them.
 */
export const publishFailureSchema = z.object({
  problems: z.record(z.string(), z.record(z.string(), z.string())),
  modules: z._default(z.array(z.object({ id: z.string(), type: z.string() })), []),
});
export type PublishFailure = z.infer<typeof publishFailureSchema>;

/** POST /client/page/preview: the saved page rendered as it will be published, at an expiring address. */
export const previewDataSchema = z.object({
  /** The preview's address on the pages origin (`{PAGES_ORIGIN}/_preview/{id}/{token}`). */
  url: z.string(),
  /** The page's title as visitors see it (its setup title, else its name). */
  title: z.string(),
  /** When the address stops answering (Unix seconds). */
  expire_time: z.number().check(z.int()),
});
export type PreviewData = z.infer<typeof previewDataSchema>;
/** POST /client/page/applyPlan: what bringing the caller's pages in line with their plan did. */
export const planApplyDataSchema = z.object({
  /** The plan in force (#core/plans.ts PlanId; a plain string keeps the plans out of the builder's first load). */
  plan: z.string(),
  /** Pages taken offline because the plan does not cover them (kept, restored on renewal). */
  suspended: z.number(),
  /** Pages a lapse had taken offline that went back online. */
  restored: z.number(),
  /** Live pages rendered again (the platform badge came or went). */
  rerendered: z.number(),
});
export type PlanApplyData = z.infer<typeof planApplyDataSchema>;
