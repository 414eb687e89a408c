import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { emptyDocument, type PageDocument } from '#core/page/document.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { createPage, pageKey } from '#functions/data/pages-repo.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { userKey } from '#functions/data/users-repo.ts';
import { ENDPOINTS_FILE, localSecrets, pointClientsAt } from '#functions/local/stack.ts';
import { env } from '#functions/platform/env.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
import { publishedIdKey } from '#functions/publish/keys.ts';
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

type Platform = {
  size: number;
  baseUrl: string;
  token: string;
  pageId: string;
  version: number;
  samples: number[];
};

const HTML = '<!doctype html><html lang="en"><title>Seeded</title><p>Seeded page</p></html>';

/**
 * Points this process at one running server's stores and seeds a platform of `size` pages: the
 * bench member's page plus `size - 1` published pages of 100 other members (a page item and its
 * HTML object each), straight through the repo functions.
 */
async function seedPlatform(server: { baseUrl: string; dataDir: string }, size: number): Promise<Platform> {
  const endpoints = JSON.parse(await readFile(join(server.dataDir, ENDPOINTS_FILE), 'utf8'));
  const secrets = await localSecrets(server.dataDir);
  const secret = secrets.jwtSecret;
  pointClientsAt(endpoints, secrets);
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
  await pool(1, size, 16, async (i) => {
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
    await site.put(publishedIdKey(created.page.id), HTML, { contentType: 'text/html; charset=utf-8' });
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
  return { size, baseUrl: server.baseUrl, token, pageId: target.page.id, version: 1, samples: [] };
}

async function post(platform: Platform, path: string, body: unknown) {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      server: 'true',
      'think-lang': 'en',
      'content-type': 'application/json',
      'ba-user-token': platform.token,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { version?: number; unchanged?: boolean };
  };
}

/** Saves a new edition (not timed), then times one publish of it. */
async function publishOnce(platform: Platform): Promise<number> {
  const saved = await post(platform, '/client/page/save', {
    id: platform.pageId,
    version: platform.version,
    doc: typicalDoc(platform.version),
  });
  if (saved.code !== 1 || !saved.data.version) throw new Error(`bench save refused: ${saved.msg}`);
  platform.version = saved.data.version;
  const started = performance.now();
  const body = await post(platform, '/client/page/publish', { id: platform.pageId });
  const elapsed = performance.now() - started;
  if (body.code !== 1 || body.data.unchanged) throw new Error(`bench publish: ${body.msg}`);
  return elapsed;
}

/**
 * Row 6: POST /client/page/publish end to end (HTTP through the real local server: auth, lease,
 * document load, validation, one Astro render, the S3 writes, the state update) on platforms of
 * 10, 1,000 and 10,000 pages. Each platform is its own server with its own stores, all running at
 * once, and the publishes go round-robin across them, so the shared machine's noise falls on
 * every size alike. Every timed publish follows a save, so none is the unchanged no-op.
 */
export async function benchPublish(
  servers: readonly { baseUrl: string; dataDir: string }[],
  options = { sizes: [10, 1_000, 10_000], samples: 40, warmup: 10 },
): Promise<BenchRow[]> {
  const platforms: Platform[] = [];
  for (const [i, size] of options.sizes.entries()) {
    const server = servers[i];
    if (!server) throw new Error(`row 6 needs ${options.sizes.length} servers`);
    platforms.push(await seedPlatform(server, size));
    process.stdout.write(`row 6: seeded ${size} pages\n`);
  }
  // The seeded objects are thousands of small files in s3rver's folder: flush them to disk first,
  // so their write-back does not land inside the timed publishes (measured: it doubled s3rver's
  // PUT times right after seeding, and the gap closed once flushed).
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let i = 0; i < options.warmup; i++) for (const platform of platforms) await publishOnce(platform);
  for (let i = 0; i < options.samples; i++) {
    for (const platform of platforms) platform.samples.push(await publishOnce(platform));
  }
  for (const { size, samples } of platforms) {
    process.stdout.write(
      `row 6: ${size} pages: p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms\n`,
    );
  }

  const smallest = platforms[0];
  const largest = platforms[platforms.length - 1];
  const ratio = smallest && largest ? median(largest.samples) / median(smallest.samples) : Number.NaN;
  return platforms.map(({ size, samples }) => ({
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
