/// <reference types="vite/client" />
import type { Lang } from '#core/i18n/lang.ts';
import type { Messages } from './types.ts';

type MessagesModule = { readonly default: Messages };

// Lazy globs: each translation file becomes its own small chunk, fetched only for the language in use.
const COMMON_FILES = import.meta.glob<MessagesModule>('./common/*.ts');
const PAGE_FILES = import.meta.glob<MessagesModule>('./pages/**/*.ts');

const commonFile = (lang: Lang) => `./common/${lang}.ts`;
const pageFile = (lang: Lang, name: string) => `./pages/${lang}/${name}.ts`;

/**
 * The translation files of a navigation (spec section 2): the root path loads the home file,
 * every path loads a file named after the path, a named route loads a file named after the
 * route's name. Names are relative to src/app/i18n/pages/{lang}/.
 */
export function pageMessageFiles(path: string, routeName: string | undefined): string[] {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const names = [clean === '' ? 'home' : clean];
  if (routeName && !names.includes(routeName)) names.push(routeName);
  return names;
}

/** Whether a translation file exists (for tests and for callers that want to warn). */
export function hasPageMessages(lang: Lang, name: string): boolean {
  return pageFile(lang, name) in PAGE_FILES;
}

/** Loads the app's common strings for a language. */
export async function loadCommonMessages(lang: Lang): Promise<Messages> {
  const load = COMMON_FILES[commonFile(lang)];
  if (!load) throw new Error(`No common translations for ${lang}`);
  return (await load()).default;
}

/** Loads and merges the existing page files among `names`; later files win on equal keys. */
export async function loadPageMessages(lang: Lang, names: readonly string[]): Promise<Messages> {
  const loaders = names.flatMap((name) => PAGE_FILES[pageFile(lang, name)] ?? []);
  const modules = await Promise.all(loaders.map((load) => load()));
  return Object.assign({}, ...modules.map((module) => module.default));
}
