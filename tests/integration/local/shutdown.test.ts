import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalProcess, startLocalProcess } from '../../helpers/local-process.ts';

let server: LocalProcess | undefined;
let dataDir = '';

afterEach(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** Resolves when `text` has been printed by the process. */
async function printed(process: LocalProcess, text: string): Promise<void> {
  while (!process.output().includes(text)) {
    if (process.child.exitCode !== null)
      throw new Error(`exited before printing "${text}":\n${process.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('stopping the local server (Ctrl-C / SIGTERM)', () => {
  it('answers a request in flight, refuses new connections, then exits cleanly', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lp-shutdown-'));
    server = await startLocalProcess(dataDir);
    const running = server;

    // A request whose body is half sent when the signal arrives: it is in flight.
    const body = JSON.stringify({ username: 'nobody1', password: 'wrong-password' });
    const socket = connect(running.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        'POST /client/user/checkIn HTTP/1.1',
        `Host: 127.0.0.1:${running.port}`,
        'Content-Type: application/json',
        'think-lang: en',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    running.child.kill('SIGINT');
    await printed(running, 'stopping');

    // New connections are refused while the old one still finishes.
    await expect(fetch(`${running.baseUrl}/client/index/index`)).rejects.toThrow();

    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    // The body is chunked: the envelope is the JSON object inside it.
    const envelope = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as {
      msg: string;
    };
    // The login's own answer (wrong account), not the route-not-found or a cut connection.
    expect(envelope.msg).not.toMatch(/requesting address/);
    expect(envelope.msg).toBeTruthy();
    expect(await running.exited).toBe(0);
  });
});
