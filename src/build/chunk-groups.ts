/**
 * How the client build groups modules into files (rolldown's `output.codeSplitting.groups`).
 *
 * Every file a page loads costs the browser's main thread a task of its own when it arrives
 * (response, module compile, bookkeeping): about 40 ms at 4x CPU in traces of the member
 * overview, where the app's first load was 23 files (11 under 1 KB), cut that small because
 * published islands and later routes share them. Those responses queued behind each other on the
 * main thread and held back the page's load, and with it the session refresh (its Web Lock is
 * granted after the load). Grouped by who needs a module, the first load is three files: the two
 * groups below and rolldown's own helpers (which every island's file imports).
 *
 * - `react`: what the React renderer (the `client:only` island's and every published island's
 *   hydration script) needs, plus what the app shares with published islands (React's JSX
 *   runtime, Vite's preload helper, the language atom). Any page running an island loads the
 *   renderer, so a published island gains nothing it would not fetch anyway except those two small
 *   modules, and it loads islands only on the visitor's first interaction (BENCHMARKS row 3).
 * - `app`: every module the island app (src/app/App.tsx) imports statically and no published
 *   island does. A route's chunk only ever loads after the app, so a module the app shares with
 *   routes costs no route anything by living here.
 * - `member`: what two or more of the member centre's pages (src/app/pages/user/) share and
 *   neither the app nor a published island imports: the account and pay calls, the ledger, the
 *   captcha. A member page then loads its own file and this one (the overview: 2 files, not 8);
 *   the file also takes what its modules import (the time formats, the common calls), which
 *   other routes then load from it too: fewer files for every route that uses it, a few KB
 *   more for some (against 23-file first loads, every route's load came out smaller in bytes).
 *
 * Everything else (the routes' pages, the published islands' own code) is split as rolldown
 * decides.
 */

import type { Plugin } from 'vite';

/** What rolldown tells a group's `name` about a module (`ChunkingContext.getModuleInfo`). */
type ModuleGraph = {
  getModuleInfo(id: string): ModuleInfo | null;
};
type ModuleInfo = {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
};
/** Who reaches a module through static imports: entries, and modules imported dynamically (a route's page, a translation file). */
type Roots = { readonly entries: ReadonlySet<string>; readonly lazy: ReadonlySet<string> };
/** Answers per module of one chunking pass (rolldown hands out the same info objects within a pass). */
type Memo = WeakMap<ModuleInfo, Roots>;

const APP_ENTRY = /[\\/]src[\\/]app[\\/]App\.tsx$/;
const RENDERER_ENTRY = /[\\/]node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;
const MEMBER_PAGE = /[\\/]src[\\/]app[\\/]pages[\\/]user[\\/]/;

/** The roots whose static imports reach `id` (walking its importers up), memoised per pass. */
function rootsReaching(graph: ModuleGraph, id: string, memo: Memo): Roots {
  const self = graph.getModuleInfo(id);
  if (!self) return { entries: new Set(), lazy: new Set() };
  const known = memo.get(self);
  if (known) return known;
  const entries = new Set<string>();
  const lazy = new Set<string>();
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.add(current);
    if (info.dynamicImporters.length > 0) lazy.add(current);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  const roots = { entries, lazy };
  memo.set(self, roots);
  return roots;
}

export type Group = 'react' | 'app' | 'member';

/** The group of `id`, or null (split as rolldown decides). */
export function groupOf(graph: ModuleGraph, id: string, memo: Memo): Group | null {
  const { entries, lazy } = rootsReaching(graph, id, memo);
  const reachers = [...entries];
  if (reachers.some((entry) => RENDERER_ENTRY.test(entry))) return 'react';
  if (reachers.some((entry) => APP_ENTRY.test(entry)))
    return reachers.every((entry) => APP_ENTRY.test(entry)) ? 'app' : 'react';
  if (reachers.length > 0 || lazy.has(id) || lazy.size < 2) return null;
  return [...lazy].every((page) => MEMBER_PAGE.test(page)) ? 'member' : null;
}

/** zod in a file of its own, in both builds (the server's renders published pages). */
export const ZOD_GROUP = { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 };

/**
 * The client build's groups and entry signatures. One group per name, by priority: a group also
 * takes the modules its captured modules import unless a group of higher priority took them
 * first, so `react` is taken before `app`, and both before `member`.
 *
 * Entries may export more than their entry module (rolldown's `preserveEntrySignatures:
 * 'allow-extension'`), so the app's and the renderer's entries are their groups' files themselves
 * rather than two one-line files re-exporting them (two more requests on the first load). Astro sets `exports-only`
 * for the client; nothing imports an island entry by its other exports. The groups add to the
 * shared configuration's (zod).
 */
export function clientChunkGroups(): Plugin {
  const memo: Memo = new WeakMap();
  const only = (group: Group) => (id: string, graph: ModuleGraph) =>
    groupOf(graph, id, memo) === group ? group : null;
  return {
    name: 'chunk-groups:client',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: only('react'), priority: 3 },
                  { name: only('app'), priority: 2 },
                  { name: only('member'), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
