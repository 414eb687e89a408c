import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { createPage, pageKey, savePageDocument } from '#functions/data/pages-repo.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { userKey } from '#functions/data/users-repo.ts';
import { ENDPOINTS_FILE, localJwtSecret, pointClientsAt } from '#functions/local/stack.ts';
import { env } from '#functions/platform/env.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
import { publishedIdKey } from '#functions/publish/keys.ts';
import { emptyDocument, type PageDocument } from '#modules/document.ts';
import { type BenchRow, median } from './report.ts';

/** The p-th percentile (nearest rank) of the samples. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Runs `work(i)` for i in [from, to) with `width` at a time. */
async function pool(from: number, to: number, width: number, work: (i: number) => Promise<void>) {
  let next = from;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < to) await work(next++);
    }),
  );
}

/** A member with a live session, stored as sign-up does; answers an access token. */
async function benchMember(id: string, secret: string): Promise<string> {
  const table = env().TABLE_NAME;
  await documentClient().send(
    new PutCommand({
      TableName: table,
      Item: { ...userKey(id), id, username: id.slice(0, 15), nickname: '', avatar: '', status: 'enable' },
    }),
  );
  await documentClient().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...sessionKey(id, 'bench'),
        memberId: id,
        sessionId: 'bench',
        currentHash: '',
        createdAt: 0,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    }),
  );
  return signAccessToken({ sub: id, sid: 'bench' }, secret, 3600);
}

/** A typical page: a heading, text, a divider and a link button's worth of modules. */
function typicalDoc(marker: number): PageDocument {
  const base = emptyDocument();
  return {
    ...base,
    setup: { ...base.setup, title: `Spring sale ${marker}`, description: 'Chat with us for the best price' },
    modules: Array.from({ length: 8 }, (_, i) => ({
      id: `mod${i}x${marker}`,
      type: 'title-text' as const,
      version: 1,
      props: { content: `Section ${i} of edition ${marker}` },
    })),
  };
}

/**
 * Row 6: POST /client/page/publish end to end (HTTP through the local server: auth, lease,
 * document load, validation, one Astro render, the S3 writes, the state update) while the
 * platform holds 10, 1,000 and 10,000 pages. The other pages are seeded straight into the
 * server's stores through the repo functions (published: a page item and its HTML object).
 * Every timed publish follows a save, so none is the unchanged no-op.
 */
export async function benchPublish(
  server: { baseUrl: string; dataDir: string },
  options = { sizes: [10, 1_000, 10_000], samples: 30, warmup: 5 },
): Promise<BenchRow[]> {
  const endpoints = JSON.parse(await readFile(join(server.dataDir, ENDPOINTS_FILE), 'utf8'));
  const secret = await localJwtSecret(server.dataDir);
  pointClientsAt(endpoints, secret);
  const site = s3BlobStore(env().SITE_BUCKET);

  const owner = 'benchpublisher';
  const token = await benchMember(owner, secret);
  const target = await createPage({
    userId: owner,
    name: 'Bench page',
    route: '/',
    domainId: '',
    domainName: '',
    nowMs: Date.now(),
  });
  if (!target.ok) throw new Error('bench page not created');
  let version = 1;

  const publishOnce = async (): Promise<number> => {
    const saved = await savePageDocument(owner, target.page.id, version, typicalDoc(version), Date.now());
    if (!saved.ok) throw new Error(`bench save refused: ${saved.reason}`);
    version = saved.version;
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/client/page/publish`, {
      method: 'POST',
      headers: {
        server: 'true',
        'think-lang': 'en',
        'content-type': 'application/json',
        'ba-user-token': token,
      },
      body: JSON.stringify({ id: target.page.id }),
    });
    const body = (await response.json()) as { code: number; msg: string; data: { unchanged?: boolean } };
    const elapsed = performance.now() - started;
    if (body.code !== 1 || body.data.unchanged) throw new Error(`bench publish: ${body.msg}`);
    return elapsed;
  };

  const html = '<!doctype html><html lang="en"><title>Seeded</title><p>Seeded page</p></html>';
  let seeded = 1; // the bench page itself
  const results: { size: number; samples: number[] }[] = [];
  for (const size of options.sizes) {
    await pool(seeded, size, 16, async (i) => {
      const userId = `benchseed${i % 100}`;
      const created = await createPage({
        userId,
        name: `Seeded ${i}`,
        route: '/',
        domainId: '',
        domainName: '',
        nowMs: Date.now(),
      });
      if (!created.ok) throw new Error('seed page not created');
      await site.put(publishedIdKey(created.page.id), html, { contentType: 'text/html; charset=utf-8' });
      await documentClient().send(
        new PutCommand({
          TableName: env().TABLE_NAME,
          Item: {
            ...pageKey(userId, created.page.id),
            gsi1pk: `PAGE#${created.page.id}`,
            gsi1sk: 'PAGE',
            ...created.page,
            publishedVersion: 1,
            publishedKeys: [publishedIdKey(created.page.id)],
          },
        }),
      );
    });
    seeded = Math.max(seeded, size);
    for (let i = 0; i < options.warmup; i++) await publishOnce();
    const samples: number[] = [];
    for (let i = 0; i < options.samples; i++) samples.push(await publishOnce());
    results.push({ size, samples });
    process.stdout.write(
      `row 6: ${size} pages: p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms\n`,
    );
  }

  const smallest = results[0];
  const largest = results[results.length - 1];
  const ratio = smallest && largest ? median(largest.samples) / median(smallest.samples) : Number.NaN;
  return results.map(({ size, samples }) => ({
    id: 6,
    metric: `Publish one page, POST /client/page/publish end to end, ${size.toLocaleString('en')} pages`,
    unit: 'ms',
    samples,
    ...(smallest && size !== smallest.size
      ? { reference: { name: `${smallest.size} pages`, samples: smallest.samples } }
      : {}),
    target:
      size === largest?.size ? 'p50 <= 150 ms; ratio p50(largest)/p50(smallest) <= 1.5' : 'p50 <= 150 ms',
    pass: median(samples) <= 150 && (size !== largest?.size || ratio <= 1.5),
    notes: `p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms${
      size === largest?.size ? `, ratio p50(${size})/p50(${smallest?.size}) ${ratio.toFixed(2)}` : ''
    }`,
  }));
}
