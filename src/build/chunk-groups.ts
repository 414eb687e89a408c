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
 *
 * Everything else (the routes' pages, the published islands' own code) is split as rolldown
 * decides.
 */

import type { Plugin } from 'vite';

/** What rolldown tells a group's `name` about a module (`ChunkingContext.getModuleInfo`). */
type ModuleGraph = {
  getModuleInfo(id: string): ModuleInfo | null;
};
type ModuleInfo = { readonly isEntry: boolean; readonly importers: readonly string[] };
/** Answers per module of one chunking pass (rolldown hands out the same info objects within a pass). */
type Memo = WeakMap<ModuleInfo, ReadonlySet<string>>;

const APP_ENTRY = /[\\/]src[\\/]app[\\/]App\.tsx$/;
const RENDERER_ENTRY = /[\\/]node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;

/** The entries whose static imports reach `id` (walking its importers up), memoised per build. */
function entriesReaching(graph: ModuleGraph, id: string, memo: Memo): ReadonlySet<string> {
  const self = graph.getModuleInfo(id);
  if (!self) return new Set();
  const known = memo.get(self);
  if (known) return known;
  const entries = new Set<string>();
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.add(current);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  memo.set(self, entries);
  return entries;
}

/** The group of `id`: `react`, `app`, or null (split as rolldown decides). */
export function firstLoadGroup(graph: ModuleGraph, id: string, memo: Memo): 'react' | 'app' | null {
  const entries = [...entriesReaching(graph, id, memo)];
  if (entries.some((entry) => RENDERER_ENTRY.test(entry))) return 'react';
  if (!entries.some((entry) => APP_ENTRY.test(entry))) return null;
  return entries.every((entry) => APP_ENTRY.test(entry)) ? 'app' : 'react';
}

/**
 * The client build's `codeSplitting`: zod in a file of its own, then the two first-load groups.
 * One group per name, by priority: a group takes the modules its captured modules import unless a
 * group of higher priority took them first, so `react` must be taken before `app`.
 */
export function codeSplitting() {
  const memo: Memo = new WeakMap();
  const only = (group: 'react' | 'app') => (id: string, graph: ModuleGraph) =>
    firstLoadGroup(graph, id, memo) === group ? group : null;
  return {
    groups: [
      { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
      { name: only('react'), priority: 2 },
      { name: only('app'), priority: 1 },
    ],
  };
}

/**
 * Lets an entry chunk export more than its entry module (rolldown's `preserveEntrySignatures:
 * 'allow-extension'`) in the client build, so the app's and the renderer's entries are their
 * groups' files themselves rather than two one-line files re-exporting them (two more requests
 * on the first load). Astro sets `exports-only` for the client; nothing imports an island entry
 * by its other exports.
 */
export function entrySignatures(): Plugin {
  return {
    name: 'chunk-groups:entry-signatures',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } };
    },
  };
}
