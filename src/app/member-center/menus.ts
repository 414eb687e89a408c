import type { RuleEntry } from '#core/contracts/rules.ts';

/** Where the member centre starts when the menus name no route (spec section 2). */
export const DEFAULT_USER_ROUTE = '/user/account/overview';
/** Route that embeds an external page; the original path is one encoded segment. */
export const USER_IFRAME_PREFIX = '/user/iframe/';

/**
 * Drops what navigation must not show (spec section 2): entries whose extend is add_rules_only,
 * permission buttons, and menu directories left with no children.
 */
export function visibleMenus(tree: readonly RuleEntry[]): RuleEntry[] {
  const visible: RuleEntry[] = [];
  for (const entry of tree) {
    if (entry.extend === 'add_rules_only' || entry.type === 'button') continue;
    const children = visibleMenus(entry.children);
    if (entry.type === 'menu_dir' && children.length === 0) continue;
    visible.push({ ...entry, children });
  }
  return visible;
}

/**
 * The app path of a menu entry. Absolute paths are kept; paths of the member centre may be stored
 * relative to it ("account/overview") or to the site root ("user/account/overview").
 */
export function menuRoutePath(entry: Pick<RuleEntry, 'path'>): string {
  const path = entry.path.trim();
  if (path.startsWith('/')) return path;
  if (path === 'user' || path.startsWith('user/')) return `/${path}`;
  return `/user/${path}`;
}

export type MenuTarget =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'unknown' };

/** Absolute http(s) addresses only: a `javascript:` or relative "link" must never reach an href. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Only https pages are embedded (the iframe page refuses anything else). */
export function isEmbeddable(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where a menu entry leads (spec section 2): tab entries to their path, iframe entries to
 * /user/iframe/{encoded original path}, link entries to a new window; any other type, and a link
 * that is not an http(s) address, is unknown.
 */
export function menuTarget(entry: RuleEntry): MenuTarget {
  switch (entry.menu_type) {
    case 'tab':
      return { kind: 'route', path: menuRoutePath(entry) };
    case 'iframe':
      return { kind: 'route', path: USER_IFRAME_PREFIX + encodeURIComponent(entry.url || entry.path) };
    case 'link': {
      const url = entry.url || entry.path;
      return isWebAddress(url) ? { kind: 'external', url } : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** The first entry that is not a menu directory and opens an app route (the start-up rule), depth first. */
export function firstRoutePath(menus: readonly RuleEntry[]): string | null {
  for (const entry of menus) {
    if (entry.type === 'menu_dir') {
      const inner = firstRoutePath(entry.children);
      if (inner) return inner;
      continue;
    }
    const target = menuTarget(entry);
    if (target.kind === 'route') return target.path;
  }
  return null;
}

/**
 * The permission node of a button under a page: "{page path}/{action}". A button may name its
 * action alone ("edit") or its whole path, absolute ("/user/account/profile/edit") or relative to
 * the site ("landing-page/page/center/add") or to the member centre ("account/profile/edit").
 */
export function authNodeOf(page: string, name: string): string {
  const prefix = `${page}/`;
  const candidates = [name, `/${name}`, menuRoutePath({ path: name })];
  return (
    candidates.find((candidate) => candidate.startsWith(prefix)) ?? `${prefix}${name.replace(/^\/+/, '')}`
  );
}

/**
 * Permission nodes (spec section 6): every button entry yields "{page path}/{action}" under its
 * page's path; the trees' nodes merge into one map (page path -> its action paths).
 */
export function collectAuthNodes(trees: readonly (readonly RuleEntry[])[]): Record<string, string[]> {
  const nodes: Record<string, string[]> = {};
  const walk = (entries: readonly RuleEntry[]) => {
    for (const entry of entries) {
      const buttons = entry.children.filter((child) => child.type === 'button');
      if (buttons.length > 0 && entry.type !== 'button') {
        const page = menuRoutePath(entry);
        const list = nodes[page] ?? [];
        for (const button of buttons) {
          const node = authNodeOf(page, button.name);
          if (!list.includes(node)) list.push(node);
        }
        nodes[page] = list;
      }
      walk(entry.children);
    }
  };
  for (const tree of trees) walk(tree);
  return nodes;
}

/**
 * The addresses of every iframe menu entry in the member's rule trees: the only pages the iframe
 * route may embed, so a crafted /user/iframe/{url} link cannot frame a phishing page inside the
 * member-centre chrome.
 */
export function iframeAddresses(trees: readonly (readonly RuleEntry[])[]): string[] {
  const found = new Set<string>();
  const walk = (entries: readonly RuleEntry[]) => {
    for (const entry of entries) {
      if (entry.menu_type === 'iframe') {
        const url = (entry.url || entry.path).trim();
        if (isEmbeddable(url)) found.add(url);
      }
      walk(entry.children);
    }
  };
  for (const tree of trees) walk(tree);
  return [...found];
}

/** Entries of one type anywhere in a tree, in order. */
export function entriesOfType(tree: readonly RuleEntry[], type: RuleEntry['type']): RuleEntry[] {
  return tree.flatMap((entry) => [
    ...(entry.type === type ? [entry] : []),
    ...entriesOfType(entry.children, type),
  ]);
}
