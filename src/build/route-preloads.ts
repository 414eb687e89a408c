import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { patternSource } from '../app/router/route-pattern.ts';

/**
 * The island app's first load in one round trip (issue 16): the app shell (dist/client/app/
 * index.html, one file for every app route) is rewritten after the build so that
 *
 * - the app's own script graph (the island component and React's renderer with every chunk they
 *   import statically) is preloaded as modules by a small inline script, instead of being
 *   discovered level by level;
 * - the same script, generated from the build's chunk graph, matches the address against the
 *   route table and preloads that route's page chunk with its static imports, its stylesheets,
 *   and the common and page translation files of the visitor's language, so they download while
 *   the app boots;
 * - only the app's own stylesheet blocks rendering: a route's stylesheets (the builder's, the pay
 *   centre's…) are no longer linked on every route. They load with the route's chunk (Vite's
 *   preload waits for them before the page shows), early thanks to the preload above;
 * - that script's preloads and Astro's inline scripts that start the island wait until the first
 *   script has sent the session refresh (`__lpEarly.sent`; at once for a visitor not signed in),
 *   or for GRANT_WAIT_MS when another tab holds the refresh's Web Lock (not on FILES_FIRST
 *   routes). The lock's grant is a task of the page's main thread, queued behind the tasks that
 *   take in the files being downloaded: with the files first, the refresh left 343-924 ms after
 *   the first script at 4x CPU; with the refresh first, the grant came 201-316 ms after the
 *   request (medians) and the app's data calls start that much sooner. Fetching the files at
 *   once with a plain `preload` (only the modules' preloads after the send) was tried and was
 *   slower at load 6-8 (docs/benchmarks.md, row 13, session 17).
 *
 * Routes and page files are read from src/app/router/routes.ts and pages.ts; the build fails if
 * a route, page or translation chunk cannot be found, rather than ship a shell that preloads less.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * How long the app's module preloads wait for the refresh to be sent. With nothing else queued, the
 * lock's grant came 129-450 ms after the request at 4x CPU and load 10, 221-562 ms at load 19-28
 * (7 opens each, docs/benchmarks.md row 13, session 17); later than this, another tab is most
 * likely refreshing, and this tab's modules need not wait for its answer. Past the timer the
 * shell only loads as it did before (the grant behind the modules): slower, never wrong.
 */
export const GRANT_WAIT_MS = 1000;
/**
 * Routes whose own code, not their data, is the longer chain: their modules are preloaded at
 * once, as before, and the grant waits behind them. The builder's open (BENCHMARKS row 9) is its chunk's
 * evaluation and first render; with its files after the refresh it was ready 375-650 ms later
 * (medians, two interleaved runs of 7 opens at 4x, docs/benchmarks.md row 13, session 17).
 */
const FILES_FIRST = ['landingPageBuild'];
const LANGS = ['en', 'zh-cn'] as const;

type ChunkInfo = { imports: string[]; css: string[] };
type Graph = {
  chunks: Map<string, ChunkInfo>;
  /** Source path (relative to the project, forward slashes) → chunk file name of its facade. */
  byModule: Map<string, string>;
};

/** `name: '/pattern'` lines of APP_ROUTES. */
function readRoutes(): Map<string, string> {
  const source = readFileSync(join(ROOT, 'src/app/router/routes.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const APP_ROUTES'), source.indexOf('} as const'));
  const routes = new Map<string, string>();
  for (const match of block.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm))
    routes.set(match[1] ?? '', match[2] ?? '');
  if (routes.size === 0) throw new Error('route-preloads: no routes found in src/app/router/routes.ts');
  return routes;
}

/** `name: lazyPage(() => import('../pages/X.tsx'))` lines of PAGE_LOADERS → project-relative page files. */
function readPages(): Map<string, string> {
  const source = readFileSync(join(ROOT, 'src/app/router/pages.ts'), 'utf8');
  const pages = new Map<string, string>();
  for (const match of source.matchAll(/^\s+(\w+): lazyPage\(\(\) => import\('([^']+)'\)\),$/gm))
    pages.set(match[1] ?? '', `src/app/router/${match[2] ?? ''}`.replace(/[^/]+\/\.\.\//g, ''));
  if (pages.size === 0) throw new Error('route-preloads: no page loaders found in src/app/router/pages.ts');
  return pages;
}

/** Chunk files a chunk needs before it runs (itself and its static imports, transitively). */
function closure(graph: Graph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** Collects the client build's chunk graph (static imports and stylesheets of every chunk). */
function collector(graph: Graph): Plugin {
  return {
    name: 'route-preloads:collect',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        graph.chunks.set(item.fileName, {
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
        if (item.facadeModuleId) {
          const relative = item.facadeModuleId
            .replaceAll('\\', '/')
            .replace(`${ROOT.replaceAll('\\', '/')}/`, '');
          graph.byModule.set(relative, item.fileName);
        }
      }
    },
  };
}

/** Rewrites the app shell: module preloads, the route preload script, route stylesheets unlinked. */
function rewriteShell(graph: Graph, clientDir: string): void {
  const shellPath = join(clientDir, 'app/index.html');
  let html = readFileSync(shellPath, 'utf8');
  // Bundle file names are paths under the client folder (`_assets/App.x.js`); URLs are root-relative.
  // The route table leaves out the folder every file shares (astro.config.mjs build.assets).
  const fileOf = (url: string) => url.replace(/^\//, '');
  const island = /component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/.exec(html);
  if (!island) throw new Error('route-preloads: no island found in the app shell');
  const appFiles = closure(graph, [fileOf(island[1] ?? ''), fileOf(island[2] ?? '')]);
  const exists = (file: string) => existsSync(join(clientDir, file));
  const appCss = new Set(appFiles.flatMap((file) => graph.chunks.get(file)?.css ?? []));

  const chunkOf = (module: string) => {
    const file = graph.byModule.get(module);
    if (!file) throw new Error(`route-preloads: no chunk for ${module}`);
    return file;
  };
  const messagesOf = (lang: string, name: string) =>
    graph.byModule.get(`src/app/i18n/pages/${lang}/${name}.ts`);
  const routes = readRoutes();
  const pages = readPages();
  const table: [string, string[], string[], Record<string, string[]>][] = [];
  for (const [name, page] of pages) {
    const pattern = routes.get(name);
    if (!pattern) throw new Error(`route-preloads: route ${name} has a page but no pattern`);
    const files = closure(graph, [chunkOf(page)]).filter((file) => !appFiles.includes(file));
    const css = [...new Set(files.flatMap((file) => graph.chunks.get(file)?.css ?? []))].filter(
      (file) => !appCss.has(file) && exists(file),
    );
    // The navigation's translation files: the path's (static routes) and the route name's.
    const names = pattern.includes(':') ? [name] : [pattern.replace(/^\/+/, ''), name];
    const messages: Record<string, string[]> = {};
    for (const lang of LANGS)
      messages[lang] = [
        ...new Set(
          names.flatMap((file) => {
            const chunk = messagesOf(lang, file);
            return chunk ? closure(graph, [chunk]).filter((item) => !appFiles.includes(item)) : [];
          }),
        ),
      ];
    table.push([patternSource(pattern), files, css, messages]);
  }
  const common: Record<string, string> = {};
  for (const lang of LANGS) common[lang] = chunkOf(`src/app/i18n/common/${lang}.ts`);

  // The route's files, chosen by address and language (<html lang> is set by the script before).
  const json = (value: unknown) => JSON.stringify(value).replaceAll('_assets/', '');
  // `__lpGo`: the refresh sent, or the grant's wait over; the app's files and the island's scripts wait for it.
  const filesFirst = FILES_FIRST.map((name) => {
    const pattern = routes.get(name);
    if (!pattern) throw new Error(`route-preloads: no route ${name}`);
    return patternSource(pattern);
  }).join('|');
  const gate = `var E=window.__lpEarly,G=window.__lpGo=new RegExp(${JSON.stringify(filesFirst)},'i').test(location.pathname)?Promise.resolve():Promise.race([E&&E.sent,new Promise(function(r){setTimeout(r,${GRANT_WAIT_MS})})]);`;
  const script = `${gate}G.then(function(){var A=${json(appFiles)},T=${json(table)},C=${json(common)},p=location.pathname,l=document.documentElement.lang,h=document.head;function a(f,s){var e=document.createElement('link');if(s){e.rel='preload';e.as='style';e.crossOrigin=''}else e.rel='modulepreload';e.href='/_assets/'+f;h.appendChild(e)}A.forEach(function(f){a(f)});if(C[l])a(C[l]);for(var i=0;i<T.length;i++)if(new RegExp(T[i][0],'i').test(p)){T[i][1].forEach(function(f){a(f)});T[i][2].forEach(function(f){a(f,1)});(T[i][3][l]||[]).forEach(function(f){a(f)});break}})`;

  // Route stylesheets leave the shell; the app's own stays render-blocking.
  html = html.replace(/<link rel="stylesheet" href="\/([^"]+\.css)">/g, (tag, file: string) =>
    appCss.has(file) ? tag : '',
  );
  // Right after the first script (it reads the language that one sets on <html>) and before any
  // stylesheet: a script after a stylesheet waits for it to download before it runs.
  const first = html.indexOf('</script>');
  if (first < 0 || first > html.indexOf('<link rel="stylesheet"'))
    throw new Error('route-preloads: the app shell does not start with its first script');
  if (!html.includes('</head>')) throw new Error('route-preloads: no </head> in the app shell');
  const at = first + '</script>'.length;
  html = `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
  // Astro's inline scripts in the body (the `client:only` directive, the island's element), which
  // come before the island, start it, and its first import would fetch the app: they run once
  // `__lpGo` has resolved, in their order, before or after the element is parsed (a custom element
  // upgrades when defined). The shell's own scripts after the island (the overview's greeting,
  // src/app/boot/shell-greeting.ts) fetch nothing and run as they are parsed: what they draw is
  // in the first frame, not in one after the refresh's send (a frame drawn in between would show
  // the skeleton without the greeting, then the greeting pushing its lines down).
  const body = html.indexOf('<body');
  const islandAt = html.indexOf('<astro-island', body);
  if (islandAt < 0) throw new Error('route-preloads: no island in the app shell body');
  let wrapped = 0;
  html =
    html.slice(0, body) +
    html.slice(body, islandAt).replace(/<script>([\s\S]*?)<\/script>/g, (_tag, code: string) => {
      wrapped++;
      return `<script>__lpGo.then(function(){${code}})</script>`;
    }) +
    html.slice(islandAt);
  if (wrapped === 0) throw new Error('route-preloads: no island script found in the app shell body');
  writeFileSync(shellPath, html);
}

export function routePreloads(): AstroIntegration {
  const graph: Graph = { chunks: new Map(), byModule: new Map() };
  return {
    name: 'route-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [collector(graph)] } });
      },
      'astro:build:done': ({ dir }) => {
        rewriteShell(graph, fileURLToPath(dir));
      },
    },
  };
}
