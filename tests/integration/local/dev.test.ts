import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#functions/local/paths.ts';
import { freePort } from '../../helpers/local-process.ts';

let child: ChildProcess | undefined;
const folders: string[] = [];

afterEach(async () => {
  // A failed test leaves nothing running: the whole group (npm, the shell, the dev process).
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  child = undefined;
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/**
 * A copy of the project's sources in a temporary folder, its node_modules and dist/ linked to the
 * project's: the test edits a handler there, never a tracked file of the checkout.
 */
async function projectCopy(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'lp-dev-src-'));
  folders.push(root);
  for (const entry of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'functions', 'public']) {
    await cp(join(PROJECT_ROOT, entry), join(root, entry), { recursive: true });
  }
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  await symlink(join(PROJECT_ROOT, 'dist'), join(root, 'dist'), 'dir');
  return root;
}

/** The Node processes below `pid` (the process tree read from /proc), `pid` itself excluded. */
async function nodeDescendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // The process ended while the table was read.
    }
  }
  const below = (candidate: number): boolean => {
    for (let up = parents.get(candidate); up !== undefined && up > 1; up = parents.get(up)) {
      if (up === pid) return true;
    }
    return false;
  };
  const found: number[] = [];
  for (const candidate of parents.keys()) {
    if (!below(candidate)) continue;
    const exe = await readlink(`/proc/${candidate}/exe`).catch(() => '');
    if (basename(exe) === 'node') found.push(candidate);
  }
  return found;
}

async function siteName(base: string): Promise<string> {
  const answer = await fetch(`${base}/client/index/index`);
  const body = (await answer.json()) as { data: { site_info: { site_name: string } } };
  return body.data.site_info.site_name;
}

describe('npm run dev', () => {
  // Its own hang limit: a cold Astro dev start plus the ops command take most of a minute on a busy machine.
  it('serves app, API and pages from ONE process, reloads a changed handler over the same stores, stops on Ctrl-C', {
    timeout: 300_000,
  }, async () => {
    const root = await projectCopy();
    const dataDir = await mkdtemp(join(tmpdir(), 'lp-dev-data-'));
    folders.push(dataDir);
    const port = await freePort();
    const env = { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir };
    // Its own process group, so that the test can send Ctrl-C the way a terminal does (to the group).
    const running = spawn('npm', ['run', 'dev'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = running;
    let printed = '';
    running.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    running.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    const exited = new Promise<number | string>((resolve) => {
      running.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    });
    while (!printed.includes('Dev loop ready')) {
      if (running.exitCode !== null) throw new Error(`npm run dev exited before it was ready:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!running.pid) throw new Error('npm run dev has no pid');
    const base = `http://127.0.0.1:${port}`;

    // One process: below npm (and its shell) a single Node process serves everything.
    const processes = await nodeDescendants(running.pid);
    expect(processes).toHaveLength(1);

    // An app route: the island app shell from Astro's dev server, with Vite's client for hot reload.
    const login = await fetch(`${base}/user/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/src/app/App.tsx');
    // The public pages and the pages origin on the same port, as `npm start` serves them.
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    const unknownPage = await fetch(`http://localhost:${port}/no-such-page`);
    expect(unknownPage.status).toBe(404);

    // Data written through the running stores (the ops command finds them through DATA_DIR)...
    const name = `Dev loop ${Date.now()}`;
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/ops/cli.ts', 'config', 'set', 'site_name', name],
      { cwd: root, env },
    );
    await expect.poll(() => siteName(base)).toBe(name);

    // ...is still there after a file of the handlers changes (the start-up data the index handler
    // answers), and the changed code answers.
    const handler = join(root, 'functions/site/start-up.ts');
    const source = await readFile(handler, 'utf8');
    expect(source).toContain('site_name: config.site_name,');
    await writeFile(
      handler,
      source.replace('site_name: config.site_name,', "site_name: config.site_name.concat(' (edited)'),"),
    );
    await expect.poll(() => siteName(base)).toBe(`${name} (edited)`);
    // Reloaded in place: the same single process, never restarted.
    expect(await nodeDescendants(running.pid)).toEqual(processes);

    // Ctrl-C: the process stops, lets go of the port and closes its stores (their endpoints file goes).
    expect(existsSync(join(dataDir, 'endpoints.json'))).toBe(true);
    process.kill(-running.pid, 'SIGINT');
    await exited;
    await expect.poll(() => processes.some((pid) => existsSync(`/proc/${pid}`))).toBe(false);
    await expect(fetch(`${base}/user/login`)).rejects.toThrow();
    expect(printed).toContain('stopping');
    expect(existsSync(join(dataDir, 'endpoints.json'))).toBe(false);
  });
});
