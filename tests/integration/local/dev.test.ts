import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#functions/local/paths.ts';
import { freePort } from '../../helpers/local-process.ts';

let child: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  // A failed test leaves nothing running: the whole group (npm, astro dev, tsx watch, the server).
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  child = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the app shell from Astro dev and the API through the same origin, then stops on Ctrl-C', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lp-dev-'));
    const port = await freePort();
    const listenPort = await freePort();
    // Its own process group, so that the test can send Ctrl-C the way a terminal does (to the group).
    const running = spawn('npm', ['run', 'dev'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        LISTEN_PORT: String(listenPort),
        DATA_DIR: dataDir,
      },
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
    const base = `http://127.0.0.1:${port}`;

    // An app route: the island app shell from Astro's dev server (Vite's client for hot reload).
    const login = await fetch(`${base}/user/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/src/app/App.tsx');

    // The API on the same origin, proxied to the local server and its embedded stores.
    const index = await fetch(`${base}/client/index/index`);
    expect(index.status).toBe(200);
    expect(((await index.json()) as { code: number }).code).toBe(1);

    // Ctrl-C: everything stops and lets go of both ports.
    if (!running.pid) throw new Error('npm run dev has no pid');
    process.kill(-running.pid, 'SIGINT');
    await exited;
    await expect(fetch(`${base}/user/login`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${listenPort}/client/index/index`)).rejects.toThrow();
    expect(printed).toContain('stopping');
  });
});
