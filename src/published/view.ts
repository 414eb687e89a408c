import * as z from 'zod';
import { safeWebUrl } from '#core/contact-links.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { type PageDocument, pageDocumentSchema } from '#core/page/document.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import type { ModuleDefinition, ModuleType } from '#modules/types.ts';
import { migrateProps } from '#modules/validate.ts';

/**
 * What the published-page route renders from (functions/publish/render-page.ts passes it as
 * `Astro.locals`): the page's id and name, its validated document and the address it answers on.
 */
export const pageLocalsSchema = z.object({
  page: z.object({ id: z.string().min(1).max(64), name: z.string().max(200) }),
  doc: pageDocumentSchema,
  liveUrl: z.string().max(2000),
  /**
   * A builder preview: the same page with nothing that reports to anyone (no ad pixels), and
   * kept out of search engines.
   */
  preview: z.boolean().default(false),
  /** The platform badge (the member's plan does not remove it): a link to the app's home page. */
  badge: z.object({ href: z.url() }).nullable().default(null),
});
export type PageLocals = z.infer<typeof pageLocalsSchema>;

/** The platform badge's words, in the page's language. */
export const BADGE_TEXT: Record<Lang, string> = {
  en: 'Made with LandingGo · create your own page',
  'zh-cn': '由 LandingGo 制作 · 免费创建你的页面',
};

/** The locals, or null when they are not a published page's (a direct request gets a 404). */
export function readPageLocals(locals: unknown): PageLocals | null {
  const parsed = pageLocalsSchema.safeParse(locals);
  return parsed.success ? parsed.data : null;
}

/** One module ready to render: its definition and its parsed props (defaults applied). */
export type PreparedModule = {
  id: string;
  type: ModuleType;
  definition: ModuleDefinition;
  props: unknown;
};

/**
 * The document's modules with their props migrated and parsed by their schema. The caller has
 * validated the document; a module that still fails (it cannot, short of a bug) is left out
 * rather than rendered from unchecked data.
 */
export function prepareModules(doc: PageDocument): PreparedModule[] {
  const prepared: PreparedModule[] = [];
  for (const instance of doc.modules) {
    const definition = RENDER_REGISTRY[instance.type];
    const props = migrateProps(definition, instance);
    if (props === null) continue;
    const parsed = definition.schema.safeParse(props);
    if (!parsed.success) continue;
    prepared.push({ id: instance.id, type: instance.type, definition, props: parsed.data });
  }
  return prepared;
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._~\-/%]+$/;

/** An image address safe to use: our /uploads/… path or an absolute http(s) URL; null otherwise. */
export function safeImageUrl(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (UPLOAD_PATH.test(text)) return text;
  return safeWebUrl(text);
}

/** `url("…")` for CSS with every character that could end the string or the value escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["'()\\\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}")`;
}

/** The page's head data: title (setup title, else the page name), description, keywords, language. */
export function headOf(locals: PageLocals): {
  title: string;
  description: string;
  keywords: string;
  lang: Lang;
  canonical: string | null;
  image: string | null;
} {
  const { setup } = locals.doc;
  const canonical = safeWebUrl(locals.liveUrl);
  const background = safeImageUrl(setup.backgroundImage);
  const image = background && canonical ? new URL(background, canonical).href : null;
  return {
    title: setup.title || locals.page.name,
    description: setup.description,
    keywords: setup.keywords,
    lang: setup.lang,
    canonical,
    image,
  };
}

/** The body's inline style: background colour and image of the page setup. */
export function bodyStyle(doc: PageDocument): string {
  const parts: string[] = [];
  if (doc.setup.backgroundColor) parts.push(`background-color:${doc.setup.backgroundColor}`);
  const image = safeImageUrl(doc.setup.backgroundImage);
  if (image)
    parts.push(
      `background-image:${cssUrl(image)}`,
      'background-size:cover',
      'background-position:center top',
    );
  return parts.join(';');
}

/** Whether a module is hydrated as an island on the published page (its definition says, per instance). */
export function needsIsland(module: PreparedModule): boolean {
  return module.definition.island?.(module.props) ?? false;
}

/**
 * The modules in page order, with modules placed at the page's start (top bars) or end (bottom
 * bars) moved there: the page CSS pins them with position: sticky, so they stay on screen without
 * a script and never cover the page's own content.
 */
export function pageOrder(modules: readonly PreparedModule[]): PreparedModule[] {
  const edge = (module: PreparedModule) => module.definition.placement?.(module.props) ?? null;
  return [
    ...modules.filter((module) => edge(module) === 'top'),
    ...modules.filter((module) => edge(module) === null),
    ...modules.filter((module) => edge(module) === 'bottom'),
  ];
}

/**
 * The modules split for the page frame (PublishedPage.astro): those in the page's flow, and its
 * bottom edge, one box pinned at the page's end (page.css .lp-edge-bottom, position: sticky) that
 * holds what is placed at the bottom and, when something is, the modules floating at the bottom:
 * their CSS then positions them above the pinned box instead of over it (CSS only, exact, no script).
 */
export function pageEdges(modules: readonly PreparedModule[]): {
  flow: PreparedModule[];
  bottom: PreparedModule[];
} {
  const pinned = (module: PreparedModule) => module.definition.placement?.(module.props) === 'bottom';
  const floats = (module: PreparedModule) => module.definition.floating?.(module.props) === 'bottom';
  const ordered = pageOrder(modules);
  if (!ordered.some(pinned)) return { flow: ordered, bottom: [] };
  return {
    flow: ordered.filter((module) => !pinned(module) && !floats(module)),
    bottom: [...ordered.filter(floats), ...ordered.filter(pinned)],
  };
}

/** Whether the page needs its runtime script: pixels, or a module that asks for it (click tracking, timers). */
export function needsRuntime(modules: readonly PreparedModule[], hasPixels: boolean): boolean {
  if (hasPixels) return true;
  return modules.some((module) => module.definition.runtime?.(module.props) ?? false);
}
