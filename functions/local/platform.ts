import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { startConversionsSandbox } from '#functions/conversions/sandbox.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { getSiteConfig } from '#functions/data/site-repo.ts';
import type { LocalApp, LocalAppOptions } from '#functions/local/app.ts';
import { defaultPagesOrigin } from '#functions/local/origins.ts';
import { dataDir, STATIC_DIR } from '#functions/local/paths.ts';
import { startScheduler } from '#functions/local/scheduler.ts';
import { runningStack, startPersistentStack } from '#functions/local/stack.ts';
import type { LocalStores } from '#functions/local/stores.ts';
import { startPaySandbox } from '#functions/pay/sandbox/local.ts';
import { env } from '#functions/platform/env.ts';
import { SCHEDULES } from '#functions/schedules.ts';
import { exportPublicPages } from '#functions/site/export.ts';

/** How long a stop waits for requests in flight (and queued events) before cutting them. */
const DRAIN_MS = 10_000;

/**
 * What `npm start` and `npm run dev` start once and keep for the life of the process: the
 * embedded stores under DATA_DIR, the origins, the exported public pages and the sandboxes.
 */
export type LocalPlatform = {
  dir: string;
  appUrl: URL;
  pagesUrl: URL;
  /** This process's own address, for the sandboxes' callbacks. */
  localBase: string;
  /** What each local app (functions/local/app.ts) is made with. */
  appOptions: LocalAppOptions;
  stores: LocalStores;
};

/** Starts the platform for a server on `port` and `host` (PORT, HOST, DATA_DIR, the origins). */
export async function startLocalPlatform(port: number, host: string): Promise<LocalPlatform> {
  const dir = dataDir();
  if (!existsSync(STATIC_DIR)) {
    throw new Error('dist/client is missing: run `npm run build` first (npm start does it for you).');
  }
  const other = await runningStack(dir);
  if (other)
    throw new Error(`Another local server (pid ${other.pid}) is using ${dir}; stop it or set DATA_DIR.`);

  // The app answers on this origin unless PUBLIC_ORIGIN says otherwise. Published pages get their
  // own origin (PAGES_ORIGIN), another host of this same process: `localhost` when the app is at
  // 127.0.0.1 (another site to the browser: no storage, cookies or same-site requests shared),
  // else 127.0.0.1.
  process.env.PUBLIC_ORIGIN ??= `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  process.env.PAGES_ORIGIN ??= defaultPagesOrigin(process.env.PUBLIC_ORIGIN);
  const pagesUrl = new URL(process.env.PAGES_ORIGIN);
  const appUrl = new URL(process.env.PUBLIC_ORIGIN);
  if (pagesUrl.host === appUrl.host) throw new Error('PAGES_ORIGIN must be another host than PUBLIC_ORIGIN');
  const stores = await startPersistentStack(dir, Date.now());
  const config = await getSiteConfig();
  if (!config) throw new Error('The site configuration was not seeded');
  await exportPublicPages({ blobs: s3BlobStore(env().SITE_BUCKET), site: config.doc });

  const localBase = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const paySandbox = await startPaySandbox(dir, localBase);
  const conversionsSandbox = startConversionsSandbox(localBase);
  return {
    dir,
    appUrl,
    pagesUrl,
    localBase,
    stores,
    appOptions: {
      staticDir: STATIC_DIR,
      ...(paySandbox ? { paySandbox } : {}),
      ...(conversionsSandbox ? { conversionsSandbox } : {}),
      // Listening on every address: the app answers by any name (its LAN address), so no host is unknown.
      ...(host === '0.0.0.0' || host === '::' ? {} : { appOrigin: appUrl.origin }),
      pagesOrigin: pagesUrl.origin,
    },
  };
}

/** Listens on `port` and `host`; rejects if the port is taken. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Runs the scheduled jobs and stops gracefully on Ctrl-C (SIGINT) or SIGTERM: accept nothing
 * new on `servers`, let requests in flight answer (up to DRAIN_MS), finish a scheduled job still
 * running, deliver what the apps' queues hold, and only then close the stores they write to.
 * `app()` is the current app (each scheduled run takes its jobs from it); `apps()` every app
 * that may still hold queued work.
 */
export function runUntilStopped(options: {
  platform: LocalPlatform;
  servers: () => readonly Server[];
  app: () => Promise<LocalApp>;
  apps: () => readonly LocalApp[];
  /** After the servers drained, before the jobs and queues finish (Astro's dev server). */
  beforeStores?: () => Promise<void>;
}): void {
  // The scheduled jobs EventBridge runs on AWS (functions/schedules.ts), here in-process; the
  // reconciler also runs once at start, finishing what a crash of the last run left between steps.
  const everyMs = env().LOCAL_SCHEDULE_EVERY_MS;
  const scheduler = startScheduler(
    Object.fromEntries(
      SCHEDULES.map((schedule) => [schedule.id, async () => (await options.app()).jobs[schedule.id]()]),
    ) as LocalApp['jobs'],
    everyMs === undefined ? {} : { everyMs },
  );
  void scheduler.runNow('pay-reconcile');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping (finishing requests in flight)...\n`);
    const servers = options.servers();
    const drained = Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
    // Keep-alive connections between requests would hold close() open: end them as they go idle.
    const closeIdle = () => {
      for (const server of servers) server.closeIdleConnections();
    };
    closeIdle();
    const idle = setInterval(closeIdle, 100);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
    await Promise.race([drained, timeout]);
    clearInterval(idle);
    for (const server of servers) server.closeAllConnections();
    await options.beforeStores?.();
    await scheduler.stop();
    // Beacon events still queued reach their counters before the store closes.
    await Promise.race([
      Promise.all(options.apps().map((app) => app.drain())),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]);
    for (const app of options.apps()) {
      await app.release();
      app.close();
    }
    await options.platform.stores.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
