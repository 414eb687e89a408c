import * as z from 'zod/mini';
import { registerMessages } from '#core/validation/parse.ts';

/**
 * The page centre's endpoints (/client/page/*), shared by the handlers and the browser. Written with
 * `zod/mini`, and without the page document: a page edit's first call on a cold start (group
 * `publish`) builds neither the classic API's schemas nor the document's (README "Lambda cold
 * starts"). The detail's answer, which holds the document, is in page-detail.ts.
 */

export const PAGE_MESSAGES = {
  nameRequired: { en: 'Please enter the page name', 'zh-cn': '请输入页面名称' },
  nameInvalid: {
    en: 'The page name must be 1-50 characters without < or >',
    'zh-cn': '页面名称须为 1-50 个字符，且不能包含 < 或 >',
  },
  routeRequired: { en: 'Please enter the page route', 'zh-cn': '请输入页面路由' },
  routeSlash: { en: "The route must start with '/'", 'zh-cn': "路由必须以 '/' 开头" },
  routeChars: {
    en: "The route may contain only lower-case letters, digits, '-', '_' and '/'",
    'zh-cn': "路由只能包含小写字母、数字、'-'、'_' 和 '/'",
  },
  routeTooLong: { en: 'The route must be at most 100 characters', 'zh-cn': '路由最多 100 个字符' },
  routeDoubleSlash: { en: "The route must not contain '//'", 'zh-cn': "路由不能包含 '//'" },
  routeTrailingSlash: {
    en: "The route must not end with '/' (except the root '/')",
    'zh-cn': "路由不能以 '/' 结尾（根路由 '/' 除外）",
  },
  idRequired: { en: 'Please choose a page', 'zh-cn': '请选择页面' },
  sourceInvalid: {
    en: 'The document to read must be "current" or "published"',
    'zh-cn': '要读取的文档须为 "current" 或 "published"',
  },
} as const;
registerMessages(Object.values(PAGE_MESSAGES));

const M = PAGE_MESSAGES;

export const MAX_PAGE_NAME = 50;
export const MAX_ROUTE = 100;

/** The first rule a route breaks (the message's English text), or null when it is valid. */
export function routeProblem(route: string): string | null {
  if (route === '') return M.routeRequired.en;
  if (!route.startsWith('/')) return M.routeSlash.en;
  if (route.length > MAX_ROUTE) return M.routeTooLong.en;
  if (!/^[a-z0-9\-_/]+$/.test(route)) return M.routeChars.en;
  if (route.includes('//')) return M.routeDoubleSlash.en;
  if (route.length > 1 && route.endsWith('/')) return M.routeTrailingSlash.en;
  return null;
}

/** Page route: '/' or '/path', lower-case letters, digits, '-', '_', '/'; at most 100 characters. */
export const routeSchema = z.string({ error: M.routeRequired.en }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const problem = routeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** Page name: 1-50 characters (any script), no angle brackets or control characters. */
export const pageNameSchema = z.string({ error: M.nameRequired.en }).check(
  z.trim(),
  z.minLength(1, M.nameRequired.en),
  z.maxLength(MAX_PAGE_NAME, M.nameInvalid.en),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  z.regex(/^[^<>\u0000-\u001f\u007f]*$/, M.nameInvalid.en),
);

const pageIdSchema = z
  .string({ error: M.idRequired.en })
  .check(z.trim(), z.regex(/^[0-9A-Za-z]{10}$/, M.idRequired.en));

export const PAGE_STATES = ['draft', 'published', 'changed'] as const;
export type PageStateName = (typeof PAGE_STATES)[number];

// ---------------------------------------------------------------------------------------------
// GET /client/page/index

export const pageIndexQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  /** Matches the name or the route, case-insensitively. */
  quickSearch: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  /** Only pages in this state; '' all. */
  state: z._default(z.enum([...PAGE_STATES, '']), ''),
  /** The generic remote select's marker (spec section 7): same answer shape. */
  select: z.optional(z.enum(['true', 'false', '1', '0'])),
});
export type PageIndexQuery = z.infer<typeof pageIndexQuerySchema>;

export const pageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  route: z.string(),
  /** The page's domain (null: served on the platform host only). */
  domain: z.nullable(z.object({ id: z.string(), name: z.string() })),
  state: z.enum(PAGE_STATES),
  doc_version: z.number(),
  /** 0: never published. */
  published_version: z.number(),
  /** Unix seconds. */
  updated_at: z.number(),
  created_at: z.number(),
  /** `{PAGES_ORIGIN}/{id}` (published pages' own origin), or `http(s)://{domain}{route}` with a verified domain. */
  link: z.string(),
});
export type PageRow = z.infer<typeof pageRowSchema>;

export const pageIndexDataSchema = z.object({
  list: z.array(pageRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type PageIndexData = z.infer<typeof pageIndexDataSchema>;

// ---------------------------------------------------------------------------------------------
// GET /client/page/detail

export const pageDetailQuerySchema = z.object({
  id: pageIdSchema,
  /**
   * Which document: the current one (the builder's), or the one that is live (what the builder's
   * reset returns to; the empty document of a page never published).
   */
  source: z._default(z.enum(['current', 'published'], { error: M.sourceInvalid.en }), 'current'),
});

// The detail's answer (with the page document) is in page-detail.ts.

// ---------------------------------------------------------------------------------------------
// POST /client/page/add, /client/page/edit, /client/page/del

const domainIdSchema = z._default(z.string().check(z.trim(), z.maxLength(64)), '');

export const pageAddBodySchema = z.object({
  name: pageNameSchema,
  route: routeSchema,
  /** The member's own domain; '' or absent: the platform host only. */
  domain_id: domainIdSchema,
  /**
   * The form's name for this add (random, 8-64 letters, digits, "-" or "_"). Sent again after its
   * answer was lost, it is answered with the page the first one created; no second page is made.
   */
  request_id: z.optional(z.string().check(z.regex(/^[0-9A-Za-z_-]{8,64}$/))),
});
export type PageAddBody = z.input<typeof pageAddBodySchema>;

export const pageEditBodySchema = z.object({
  id: pageIdSchema,
  name: z.optional(pageNameSchema),
  route: z.optional(routeSchema),
  /** '' removes the domain; absent keeps it. */
  domain_id: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type PageEditBody = z.input<typeof pageEditBodySchema>;

export const pageDelBodySchema = z.object({ id: pageIdSchema });

export const pageRowDataSchema = z.object({ page: pageRowSchema });
