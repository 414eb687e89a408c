import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT, SERVER_ENTRY, STATIC_DIR } from '#functions/local/paths.ts';

/**
 * `npm run dev`: the whole product at http://127.0.0.1:4321 (PORT, HOST) as `npm start` serves
 * it, with the island app hot-reloaded and the handlers restarted on change. Two processes:
 *   - Astro's dev server on PORT (the app shell and its modules, with hot module reload), whose
 *     Vite proxy (functions/local/dev-proxy.ts) hands everything else to
 *   - the local server (functions/local/main.ts) under `tsx watch` on LISTEN_PORT (default
 *     PORT + 1): the API, public and published pages, previews, uploads and sandboxes, over the
 *     same embedded stores and DATA_DIR; restarted when a file it imports changes.
 * Ctrl-C (or SIGTERM) stops both; the local server finishes its requests and closes its stores.
 */
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const listenPort = Number(process.env.LISTEN_PORT ?? port + 1);
const localHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
const bracket = (name: string) => (name.includes(':') ? `[${name}]` : name);
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://${bracket(host)}:${port}`;
const innerOrigin = `http://${bracket(localHost)}:${listenPort}`;

const bin = (path: string) => resolve(PROJECT_ROOT, 'node_modules', path);
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const childEnv = { ...process.env, ...env };
  // Astro's dev server serves nothing when it believes Vitest runs it (started from a test).
  delete childEnv.VITEST;
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: childEnv,
    stdio: 'inherit',
  });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`\n${name} stopped (${code ?? signal}); stopping the dev loop.\n`);
    void stop(1);
  });
  return child;
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

/** Resolves once `url` answers at all (any status). */
async function answers(url: string): Promise<void> {
  while (!stopping) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // The public pages are rendered by the server build (exported at start): build once if missing.
  if (!existsSync(STATIC_DIR) || !existsSync(SERVER_ENTRY)) {
    const build = run('astro build', [bin('astro/bin/astro.mjs'), 'build'], {});
    children.pop();
    const code = await new Promise<number | null>((done) => build.once('exit', (c) => done(c)));
    if (code !== 0) throw new Error('astro build failed');
  }
  run(
    'the local server',
    [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'functions/local/main.ts'],
    {
      PORT: String(port),
      HOST: host,
      LISTEN_PORT: String(listenPort),
      PUBLIC_ORIGIN: publicOrigin,
    },
  );
  run('astro dev', [bin('astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', host], {
    NODE_ENV: 'development',
    DEV_SERVER_ORIGIN: innerOrigin,
    PUBLIC_ORIGIN: publicOrigin,
  });
  await answers(`${innerOrigin}/client/index/index`);
  await answers(`${publicOrigin}/app/`);
  if (stopping) return;
  process.stdout.write(
    `\n  Dev loop ready at ${publicOrigin}/ (app hot-reloaded, handlers restart on change)\n  Ctrl-C to stop.\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  void stop(1);
});
