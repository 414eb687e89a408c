import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { shellGreetingScript } from '#app/boot/shell-greeting.ts';
import { appPolicy, scriptHashSource } from '#functions/local/csp.ts';
import { STATIC_DIR } from '#functions/local/paths.ts';

/**
 * The app shell as the build leaves it (src/build/route-preloads.ts, after `npm run build`): the
 * app's script graph preloaded, the current route's files chosen by an inline route table, and
 * no route's stylesheet blocking every route.
 */

const shell = () => readFileSync(join(STATIC_DIR, 'app/index.html'), 'utf8');

type Entry = [pattern: string, files: string[], css: string[], messages: Record<string, string[]>];

function routeTable(html: string): { table: Entry[]; common: Record<string, string> } {
  const match = /,T=(\[.*?\]),C=(\{.*?\}),p=location/.exec(html);
  if (!match) throw new Error('no route table in the app shell');
  return { table: JSON.parse(match[1] ?? '[]') as Entry[], common: JSON.parse(match[2] ?? '{}') };
}

/** The app's own files, preloaded by the route preload script once the refresh has been sent (addresses). */
function appPreloads(html: string): string[] {
  const match = /var A=(\[.*?\]),T=/.exec(html);
  if (!match) throw new Error('no app file list in the app shell');
  return (JSON.parse(match[1] ?? '[]') as string[]).map((file) => `/_assets/${file}`);
}

const entryFor = (table: Entry[], path: string) =>
  table.find(([pattern]) => new RegExp(pattern, 'i').test(path));

describe('the app shell', () => {
  it('blocks rendering on the app’s own stylesheet only, not on the builder’s or the pay centre’s', () => {
    const sheets = [...shell().matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/_assets\/App\.[\w-]+\.css$/);
  });

  it('holds no page’s styles inline: every route takes its own stylesheets when it opens', () => {
    // Astro inlines a small enough stylesheet into every page that may need it; in the shell that
    // was the console's, the module forms' and the server events' (26 KB), parsed on every route.
    const styles = [...shell().matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.join('').length).toBeLessThan(1000);
    const { table } = routeTable(shell());
    const consoleSheets = entryFor(table, '/console')?.[2] ?? [];
    expect(consoleSheets.some((file) => /^ConsolePage\.[\w-]+\.css$/.test(file))).toBe(true);
  });

  it('names the bitmap favicon, not the SVG one the page would lay out on its main thread', () => {
    const icons = [...shell().matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toEqual(['/favicon.ico']);
    expect(existsSync(join(STATIC_DIR, 'favicon.ico'))).toBe(true);
  });

  it('preloads the island’s whole static script graph, every file of which exists', () => {
    const html = shell();
    // Added by the route preload script once the refresh has been sent (a static link would hold the lock's grant back).
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<link rel="preload"');
    const preloads = appPreloads(html);
    const island = /component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/.exec(html);
    expect(preloads).toContain(island?.[1]);
    expect(preloads).toContain(island?.[2]);
    for (const href of preloads) expect(existsSync(join(STATIC_DIR, href)), href).toBe(true);
  });

  it('loads the app in three files: the renderer with React, the app, rolldown’s helpers', () => {
    // Each file costs the main thread a task when it arrives (src/build/chunk-groups.ts).
    const preloads = appPreloads(shell());
    expect(preloads).toHaveLength(3);
  });

  it('keeps Zod out of the first load: no file of the static script graph carries it, nor the overview’s', () => {
    // Endpoint descriptions load their schemas on demand (src/core/contracts/endpoint.ts); forms
    // and routes that validate bring Zod with their own chunks.
    const carriesZod = (file: string) => /\$ZodType/.test(readFileSync(join(STATIC_DIR, file), 'utf8'));
    const preloads = appPreloads(shell());
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter(carriesZod)).toEqual([]);
    // Nor do the routes that only show data: the member overview (BENCHMARKS row 13) and the console.
    const { table } = routeTable(shell());
    for (const path of ['/user/account/overview', '/console']) {
      const files = entryFor(table, path)?.[1] ?? [];
      expect(files.length, path).toBeGreaterThan(0);
      expect(
        files.filter((file) => carriesZod(join('_assets', file))),
        path,
      ).toEqual([]);
    }
    // The check sees Zod where it is: some route's chunk carries it.
    const assets = readdirSync(join(STATIC_DIR, '_assets')).filter((file) => file.endsWith('.js'));
    expect(assets.some((file) => carriesZod(join('_assets', file)))).toBe(true);
  });

  it('preloads the current route’s chunk, stylesheets and translations, chosen by the address', () => {
    const { table, common } = routeTable(shell());
    const builder = entryFor(table, '/landing-page/build/AbCdE12345');
    expect(builder?.[1].some((file) => /^BuildPage\.[\w-]+\.js$/.test(file))).toBe(true);
    expect(builder?.[2].length).toBeGreaterThan(0);
    expect(builder?.[3].en?.length).toBe(1);
    expect(builder?.[3]['zh-cn']?.length).toBe(1);
    // The pay centre's stylesheet is the pay routes' own, not the builder's.
    const recharge = entryFor(table, '/user/finance/recharge');
    const payCss = recharge?.[2].find((file) => file.startsWith('pay.'));
    expect(payCss).toBeDefined();
    expect(builder?.[2]).not.toContain(payCss);
    expect(entryFor(table, '/user/account/overview')?.[1].some((f) => f.startsWith('OverviewPage.'))).toBe(
      true,
    );
    expect(entryFor(table, '/no/such/route')).toBeUndefined();
    for (const [, files, css, messages] of table)
      for (const file of [...files, ...css, ...Object.values(messages).flat()])
        expect(existsSync(join(STATIC_DIR, '_assets', file)), file).toBe(true);
    expect(Object.keys(common).sort()).toEqual(['en', 'zh-cn']);
  });
});

describe('the app shell’s first script', () => {
  const scripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => ({ code: m[1] ?? '', at: m.index }));

  it('comes first, with the route preload script, before any stylesheet can hold them back', () => {
    const html = shell();
    const [first, routes] = scripts(html);
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(first?.code).toContain('__lpEarly');
    expect(routes?.code).toContain('modulepreload');
    expect(first?.at).toBeLessThan(stylesheet);
    expect(routes?.at).toBeLessThan(stylesheet);
    expect(html.indexOf('<script')).toBe(first?.at);
  });

  it('is waited for: the app’s files and the island’s scripts start once it has sent the refresh', () => {
    // The refresh's Web Lock is granted in a main-thread task that would otherwise queue behind
    // the tasks taking in the app's files (docs/benchmarks.md, row 13); a timer covers another tab
    // holding the lock.
    const html = shell();
    const [, routes] = scripts(html);
    const gate =
      /^var E=window\.__lpEarly,G=window\.__lpGo=new RegExp\(("[^"]+"),'i'\)\.test\(location\.pathname\)\?Promise\.resolve\(\):Promise\.race\(\[E&&E\.sent,new Promise\(function\(r\)\{setTimeout\(r,\d+\)\}\)\]\);G\.then\(function\(\)\{var A=/.exec(
        routes?.code ?? '',
      );
    expect(gate).not.toBeNull();
    // The builder's open is its own code's evaluation and render: its files do not wait.
    const filesFirst = new RegExp(JSON.parse(gate?.[1] ?? '""') as string, 'i');
    expect(filesFirst.test('/landing-page/build/AbCdE12345')).toBe(true);
    expect(filesFirst.test('/user/account/overview')).toBe(false);
    expect(filesFirst.test('/console')).toBe(false);
    // Astro's scripts that start the island wait; the shell's greeting after it does not (it
    // fetches nothing, and what it draws belongs to the first frame).
    const island = html.indexOf('<astro-island');
    const body = scripts(html).filter(({ at }) => at > html.indexOf('<body'));
    const starters = body.filter(({ at }) => at < island);
    expect(starters.length).toBeGreaterThan(0);
    for (const { code } of starters) expect(code.startsWith('__lpGo.then(function(){')).toBe(true);
    const after = body.filter(({ at }) => at > island);
    // (Its function's source as the build prints it, which differs from the tests' in spacing.)
    const greeting = shellGreetingScript();
    expect(after.map(({ code }) => code.slice(0, 60))).toEqual([greeting.slice(0, 60)]);
    expect(after[0]?.code.slice(-200)).toBe(greeting.slice(-200));
  });

  it('stays small: 4,000 characters, 1,400 bytes brotli', () => {
    const code = scripts(shell())[0]?.code ?? '';
    expect(code.length).toBeLessThanOrEqual(4000);
    expect(brotliCompressSync(code).length).toBeLessThanOrEqual(1400);
  });

  it('is allowed by the shell’s Content-Security-Policy (by its hash), as is every inline script', () => {
    const html = shell();
    const policy = appPolicy(html);
    for (const { code } of scripts(html)) expect(policy).toContain(scriptHashSource(code));
    expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
  });

  it('is followed by the frame’s skeleton, painted before any of the app’s scripts runs', () => {
    const body = shell().slice(shell().indexOf('<body'));
    const island = body.slice(body.indexOf('<astro-island'), body.indexOf('<template'));
    expect(island).toContain('class="app-skeleton"');
    expect(island).toContain('app-skeleton__side');
  });
});

describe('the built scripts', () => {
  it('name only files the build left: every chunk and stylesheet a script may preload exists', () => {
    // Astro inlines small stylesheets and deletes their files while a chunk's preload map may still
    // name them (uPlot's, imported on its own: a 404 and an uncaught "Unable to preload CSS").
    const assets = join(STATIC_DIR, '_assets');
    const missing = new Set<string>();
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.js')))
      for (const [, file] of readFileSync(join(assets, name), 'utf8').matchAll(
        /_assets\/([\w.-]+\.(?:js|css))/g,
      ))
        if (file && !existsSync(join(assets, file))) missing.add(`${name} -> ${file}`);
    expect([...missing]).toEqual([]);
  });
});
