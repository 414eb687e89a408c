import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OutboxEntry } from '#functions/notify/outbox.ts';

/**
 * Reads the local outbox (functions/notify/outbox.ts): OUTBOX_DIR, else the outbox of the data
 * folder of the server under test (E2E_DATA_DIR in Playwright, DATA_DIR, or .data).
 */
export function outboxFolder(): string {
  if (process.env.OUTBOX_DIR) return resolve(process.env.OUTBOX_DIR);
  return resolve(process.env.E2E_DATA_DIR ?? process.env.DATA_DIR ?? '.data', 'outbox');
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dir: string = outboxFolder()): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry),
  );
}

/** The messages sent to one email or mobile, oldest first. */
export async function messagesTo(target: string, dir?: string): Promise<OutboxEntry[]> {
  const wanted = target.trim().toLowerCase();
  return (await readOutbox(dir)).filter((entry) => entry.to.toLowerCase() === wanted);
}

/**
 * The code of the newest message to `target`. Waits up to `timeoutMs` for one to arrive (a
 * browser test reads it right after clicking "send").
 */
export async function latestCode(
  target: string,
  options: { dir?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const code = (await messagesTo(target, options.dir)).at(-1)?.code;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`No code for ${target} in the outbox ${options.dir ?? outboxFolder()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
