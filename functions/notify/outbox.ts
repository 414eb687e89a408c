import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Notifier, OutgoingMessage } from '#functions/notify/message.ts';

/** A message as the outbox keeps it: one JSON file per message. */
export type OutboxEntry = OutgoingMessage & { createdAt: number };

/**
 * The local stand-in for SES and SNS: prints each message on one line to the terminal and keeps
 * it as `{dir}/{time}-{random}.json`, so a developer (or a test) can read the code and finish a
 * sign-up without any provider.
 */
export function outboxNotifier(dir: string, write: (line: string) => void = defaultWrite): Notifier {
  const folder = resolve(dir);
  return {
    async send(message) {
      const createdAt = Date.now();
      const entry: OutboxEntry = { ...message, createdAt };
      await mkdir(folder, { recursive: true });
      const name = `${String(createdAt).padStart(13, '0')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(join(folder, name), `${JSON.stringify(entry, null, 2)}\n`);
      write(
        `[outbox] to=${message.to} subject=${message.subject || '(sms)'} code=${message.code ?? '-'} file=${join(folder, name)}`,
      );
    },
  };
}

function defaultWrite(line: string): void {
  process.stdout.write(`${line}\n`);
}
