import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import { changePassword } from '#core/contracts/endpoints/account.ts';
import { checkIn, retrievePassword } from '#core/contracts/endpoints/user.ts';
import { COMMON_PASSWORDS_FILE, commonPasswordsPath } from '#functions/accounts/password-rule.ts';
import { ROUTE_GROUPS } from '#functions/routes.ts';

/**
 * Bundles one Lambda function per route group (functions/routes.ts) with esbuild:
 * `functions/groups/{group}.ts` -> `{outDir}/{group}/index.mjs` (+ `.map`, + `meta.json`), with
 * the code its routes load on first use in chunks beside it (`{name}-{hash}.mjs`, each with its
 * `.map`; beside, not below, so that code finding a file by `import.meta.url` finds it). The CDK API stack deploys each folder as that group's code; the bench reads the metafiles.
 * A group that renders pages (RENDERING_GROUPS) also gets the Astro server build beside its
 * bundle, `{outDir}/{group}/server/`, and its bundle points functions/render/astro.ts there.
 *
 * A group that sets login passwords (PASSWORD_GROUPS) gets the common-password list beside its
 * bundle, `{outDir}/{group}/common-passwords.json` (functions/accounts/password-rule.ts reads it
 * from there on first use: at about 480 KB it would not fit in the bundle's 300 KB).
 *
 * CLI: `npx tsx cdk/bundle.ts [outDir]`.
 */

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_LAMBDA_DIR = path.join(REPO_ROOT, 'dist', 'lambda');
/** Name of the esbuild metafile written beside each bundle (kept out of the Lambda asset). */
export const METAFILE_NAME = 'meta.json';

export type BundledFunction = {
  /** Absolute path of the bundle (`index.mjs`, handler export `handler`). */
  file: string;
  /** Minified size of the bundle's code in bytes (entry and chunks), from the metafile. */
  bytes: number;
};

/**
 * Route groups that render through the Astro server build (dist/server, functions/render/astro.ts):
 * the publisher. A name no route group has yet is skipped.
 */
export const RENDERING_GROUPS: readonly string[] = ['publish'];
/** The Astro server build (`astro build`). */
export const SERVER_BUILD_DIR = path.join(REPO_ROOT, 'dist', 'server');
/**
 * Folder of a rendering group's server build inside its bundle folder. @astrojs/node finds its
 * client and server folders by walking up from its entry to a folder named "server".
 */
export const LAMBDA_SERVER_DIR = 'server';

/** The route groups whose endpoints set a login password: sign-up, password reset, change password. */
export const PASSWORD_GROUPS: readonly string[] = [
  ...new Set([checkIn.group, retrievePassword.group, changePassword.group]),
];

/**
 * Some dependencies (aws4, busboy and others) are CommonJS and call `require` for Node
 * built-ins; an ESM bundle has no `require`, so the banner creates one.
 */
const REQUIRE_BANNER =
  "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);";

/**
 * Node's built-in modules, taken with `process.getBuiltinModule` instead of `import … from 'node:…'`.
 * An ES import of a built-in makes Node build its ES module facade, which reads every export once,
 * lazy getters included: `node:http`'s loads undici (its fetch), `node:crypto`'s the Web Crypto
 * layer. Under load that was most of a cold import (BENCHMARKS row 8; README "Lambda cold starts").
 */
const BUILTINS = new RegExp(
  `^(node:)?(${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`,
);
/**
 * The built-ins that cost a cold start CPU to load which its first answer may not need (measured
 * on Node 24 in a fresh process: `node:crypto` 10-15 ms, `node:http` 5-20 ms, `node:zlib`,
 * `node:dns/promises`, `node:fs/promises` 3 ms): these load when one of their exports is first read. Each stands in
 * the bundle as an object with the module's export names (of the Node that bundles: the Lambda
 * runtime's major version, `target` below) whose getters load it. Only modules whose exports are
 * a plain object qualify (a bundle would break on `node:process`, whose methods live on its
 * prototype, or on `node:assert`, itself a function); the plugin refuses any other.
 *
 * `node:util` and `node:fs` are loaded already when a bundle starts, but a named import of either
 * became esbuild's copy of every export (its `__toESM`), and reading their descriptors ran their
 * lazy exports: `util.diff` loaded Node's diff and colour modules (11-12 ms of CPU in a fresh
 * process), `fs.promises` the promise API (about 3 ms). As stand-ins they copy only getters.
 */
export const BUILTINS_ON_FIRST_USE: readonly string[] = [
  'node:util',
  'node:fs',
  'node:crypto',
  'node:http',
  'node:https',
  'node:http2',
  'node:tls',
  'node:zlib',
  'node:dns',
  'node:dns/promises',
  'node:fs/promises',
  'node:timers/promises',
];

function builtinSource(name: string): string {
  if (!BUILTINS_ON_FIRST_USE.includes(name))
    return `module.exports = process.getBuiltinModule(${JSON.stringify(name)});`;
  const exports = process.getBuiltinModule(name) as object;
  if (Object.getPrototypeOf(exports) !== Object.prototype) {
    throw new Error(`${name} is not a plain object of exports: it cannot load on first use`);
  }
  return [
    'let loaded;',
    `const load = () => (loaded ??= process.getBuiltinModule(${JSON.stringify(name)}));`,
    `const names = ${JSON.stringify(Object.getOwnPropertyNames(exports))};`,
    'module.exports = Object.defineProperties({}, Object.fromEntries(names.map((name) => [name, {',
    '  enumerable: true,',
    '  get: () => load()[name],',
    '  set: (value) => { load()[name] = value; },',
    '}])));',
  ].join('\n');
}

const builtinsWithoutFacade: Plugin = {
  name: 'builtins-without-esm-facade',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: BUILTINS }, (args) => ({
      path: args.path.startsWith('node:') ? args.path : `node:${args.path}`,
      namespace: 'node-builtin',
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      contents: builtinSource(args.path),
      loader: 'js',
    }));
  },
};

/** esbuild options of every Lambda bundle (the bench builds its reference bundle with them too). */
export const LAMBDA_BUILD_OPTIONS = {
  absWorkingDir: REPO_ROOT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  minify: true,
  sourcemap: true,
  // Logged stack traces are mapped with it (functions/platform/stack-map.ts): the mappings, not the sources.
  sourcesContent: false,
  // The Node.js 24 Lambda runtime ships the AWS SDK v3; using it keeps each bundle small and
  // its cold start short. Locally the same packages resolve from node_modules.
  external: ['@aws-sdk/*'],
  banner: { js: REQUIRE_BANNER },
  plugins: [builtinsWithoutFacade],
  metafile: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/** The minified code of a group's bundle: its entry and every chunk beside it (not the source maps). */
export function codeBytes(metafile: Metafile): number {
  return Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.mjs'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
}

/** Bundles every route group in parallel; answers each group's bundle file and size. */
export async function bundleFunctions(
  outDir: string = DEFAULT_LAMBDA_DIR,
): Promise<Record<string, BundledFunction>> {
  const results = await Promise.all(ROUTE_GROUPS.map((group) => bundleGroup(group, outDir)));
  return Object.fromEntries(results);
}

async function bundleGroup(group: string, outDir: string): Promise<[string, BundledFunction]> {
  const groupDir = path.join(outDir, group);
  const file = path.join(groupDir, 'index.mjs');
  await rm(groupDir, { recursive: true, force: true });
  await mkdir(groupDir, { recursive: true });
  const rendering = RENDERING_GROUPS.includes(group);
  const result = await build({
    ...LAMBDA_BUILD_OPTIONS,
    stdin: lambdaEntry(group, rendering),
    // Dependencies' trace logging off, as it is at run time without DEBUG (cdk/no-debug.ts): the
    // real `debug` cost the upload's first call its import (tty, supports-color) for lines never
    // printed. The Astro server build keeps its own.
    alias: { debug: './cdk/no-debug.ts' },
    // Code splitting: what a route loads on its first request (functions/platform/group.ts
    // onFirstRequest) is a file of its own beside index.mjs, read only when that route runs.
    outdir: groupDir,
    splitting: true,
    entryNames: 'index',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
  });
  if (rendering) await bundleServerBuild(path.join(groupDir, LAMBDA_SERVER_DIR));
  if (PASSWORD_GROUPS.includes(group)) {
    await copyFile(commonPasswordsPath(), path.join(groupDir, COMMON_PASSWORDS_FILE));
  }
  await writeFile(path.join(groupDir, METAFILE_NAME), JSON.stringify(result.metafile));
  if (!result.metafile.outputs[path.relative(REPO_ROOT, file).split(path.sep).join('/')]) {
    throw new Error(`esbuild wrote no ${file} for route group "${group}"`);
  }
  return [group, { file, bytes: codeBytes(result.metafile) }];
}

/**
 * A group's entry: the Lambda's start-up settings (functions/platform/lambda-start.ts) before
 * anything else is evaluated, then its group module. A rendering group's renderer is pointed at
 * the server build that ships beside the bundle (the default, dist/server under the repository,
 * does not exist on Lambda).
 */
function lambdaEntry(group: string, rendering: boolean) {
  const render = [
    "import { fileURLToPath } from 'node:url';",
    "import { setAstroServerEntry } from '#functions/render/astro.ts';",
    `setAstroServerEntry(fileURLToPath(new URL('./${LAMBDA_SERVER_DIR}/entry.mjs', import.meta.url)));`,
  ];
  return {
    contents: [
      // First: ES modules are evaluated in the order they are imported.
      "import '#functions/platform/lambda-start.ts';",
      ...(rendering ? render : []),
      `export { handler } from '#functions/groups/${group}.ts';`,
    ].join('\n'),
    resolveDir: REPO_ROOT,
    sourcefile: `functions/groups/${group}.lambda.ts`,
    loader: 'ts' as const,
  };
}

/**
 * The Astro server build as the Lambda runs it: one self-contained ESM bundle (entry.mjs and its
 * lazily loaded chunks) with every dependency inside, since a Lambda has no node_modules. The AWS
 * SDK comes from the runtime; sharp (Astro's image service, unused when rendering pages) stays out.
 */
async function bundleServerBuild(serverDir: string): Promise<void> {
  const entry = path.join(SERVER_BUILD_DIR, 'entry.mjs');
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` (the Astro server build) before bundling.`);
  }
  await build({
    ...LAMBDA_BUILD_OPTIONS,
    entryPoints: [entry],
    outdir: serverDir,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    external: ['@aws-sdk/*', 'sharp'],
    // Astro's own code: no source map (it would double the asset and the build time).
    sourcemap: false,
    metafile: false,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_LAMBDA_DIR;
  const started = performance.now();
  const bundles = await bundleFunctions(outDir);
  for (const [group, { file, bytes }] of Object.entries(bundles)) {
    console.log(
      `${group.padEnd(12)} ${(bytes / 1024).toFixed(1).padStart(8)} KB  ${path.relative(REPO_ROOT, file)}`,
    );
  }
  console.log(
    `bundled ${Object.keys(bundles).length} functions in ${Math.round(performance.now() - started)} ms`,
  );
}
