import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#functions/local/paths.ts';

export type RunningServer = { baseUrl: string; stop(): Promise<void> };
export type LocalServer = RunningServer & { dataDir: string };

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** The real local server (`npm run serve`) on its own data folder, in a child process. */
export async function startLocalServer(port: number): Promise<LocalServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lp-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/client/index/index`, child, 60_000);
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same-run reference: a bare node:http server answering a fixed JSON body (or 204, nothing). */
export async function startBareServer(port: number, body: string, status = 200): Promise<RunningServer> {
  const source = `
    const http = require('node:http');
    const body = ${JSON.stringify(body)};
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (${status} === 204) { res.writeHead(204); res.end(); return; }
        res.writeHead(${status}, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, child, 10_000);
  return { baseUrl, stop: () => stopChild(child) };
}
