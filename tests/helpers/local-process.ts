import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '#functions/local/paths.ts';

export type LocalProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real local server (`npm run serve`) in a child process on `dataDir`, started and ready: it
 * has printed its banner with this port, so the test talks to the process it started and not to
 * someone else's server that happens to answer on the port.
 */
export async function startLocalProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<LocalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['functions/local/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (printed.includes(`:${port}/`)) resolve();
    };
    child.stdout?.on('data', check);
    void exited.then((code) =>
      reject(new Error(`the local server exited (${code}) before it was ready:\n${printed}`)),
    );
  });
  await ready;
  return { baseUrl: `http://127.0.0.1:${port}`, port, child, output: () => printed, exited };
}
