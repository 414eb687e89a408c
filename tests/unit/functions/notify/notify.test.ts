import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxNotifier } from '#functions/notify/outbox.ts';
import { toE164 } from '#functions/notify/sns.ts';

describe('outbox', () => {
  it('prints one line and keeps one JSON file per message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lp-outbox-unit-'));
    const lines: string[] = [];
    const outbox = outboxNotifier(dir, (line) => lines.push(line));

    await outbox.send({
      channel: 'email',
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Code 123456',
      code: '123456',
    });
    await outbox.send({
      channel: 'sms',
      to: '13800000000',
      subject: '',
      text: 'Code 654321',
      code: '654321',
    });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    // Two messages in the same millisecond share the time part of their names: find each by content.
    const entries = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as { channel: string }),
    );
    const first = entries.find((entry) => entry.channel === 'email') as Record<string, unknown>;
    expect(first).toMatchObject({ channel: 'email', to: 'a@example.com', subject: 'Hi', code: '123456' });
    expect(first.createdAt).toBeTypeOf('number');
    expect(lines[0]).toMatch(/^\[outbox\] to=a@example\.com subject=Hi code=123456 file=/);
    expect(lines[1]).toMatch(/^\[outbox\] to=13800000000 subject=\(sms\) code=654321/);
  });
});

describe('toE164', () => {
  it('prefixes national numbers with +86 and keeps international ones', () => {
    expect(toE164('13800138000')).toBe('+8613800138000');
    expect(toE164(' +85212345678 ')).toBe('+85212345678');
  });
});
