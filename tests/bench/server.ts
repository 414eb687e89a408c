import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#functions/local/paths.ts';

export type RunningServer = { baseUrl: string; stop(): Promise<void> };
export type LocalServer = RunningServer & { dataDir: string };

/** A port free right now: the system's pick for a listener on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until the child itself says on its standard output that it listens (`pattern`'s first
 * group is the port), and answers that port. Only the process that bound a port can say so, so
 * the server the bench then times is the one it started, never another process answering on a
 * port it expected. Answers null when the child exits first (its output says why, e.g. EADDRINUSE).
 */
function listeningPort(child: ChildProcess, pattern: RegExp, what: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const port = pattern.exec(seen)?.[1];
      if (port) {
        cleanUp();
        resolve(Number(port));
      }
    };
    const onExit = () => {
      cleanUp();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(new Error(`${what}: ${error.message}`));
    };
    const cleanUp = () => {
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      // Keep reading (and dropping) its output so the child never blocks on a full pipe.
      child.stdout?.resume();
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** Tries of a port that another process took between `freePort` and the child's bind. */
const PORT_TRIES = 3;

/**
 * The real local server (`npm run serve`) on its own data folder, in a child process, on a free
 * port (or `port`, e.g. BENCH_PORT). Ready when the child says it listens.
 */
export async function startLocalServer(port?: number): Promise<LocalServer> {
  for (let attempt = 1; ; attempt++) {
    const wanted = port ?? (await freePort());
    const dataDir = await mkdtemp(join(tmpdir(), 'lp-bench-'));
    const child = spawn(process.execPath, ['functions/local/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: String(wanted), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const listening = await listeningPort(child, /running at http:\/\/127\.0\.0\.1:(\d+)\//, 'local server');
    if (listening === wanted) {
      return {
        baseUrl: `http://127.0.0.1:${wanted}`,
        dataDir,
        async stop() {
          await stopChild(child);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
    if (port !== undefined || attempt >= PORT_TRIES) {
      throw new Error(`The local server did not start on port ${wanted} (exit ${child.exitCode})`);
    }
  }
}

/**
 * The same-run reference: a bare node:http server answering a fixed JSON body (or 204, nothing),
 * listening on a port the system picks and printing it.
 */
export async function startBareServer(body: string, status = 200): Promise<RunningServer> {
  const source = `
    const http = require('node:http');
    const body = ${JSON.stringify(body)};
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (${status} === 204) { res.writeHead(204); res.end(); return; }
        res.writeHead(${status}, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      });
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write('listening ' + server.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await listeningPort(child, /listening (\d+)\n/, 'bare server');
  if (port === null) throw new Error(`The bare server exited with ${child.exitCode}`);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
