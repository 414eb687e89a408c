import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { localConversionsQueue } from '#functions/conversions/local-consumer.ts';
import { startConversionsSandbox } from '#functions/conversions/sandbox.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { getSiteConfig } from '#functions/data/site-repo.ts';
import { sweepExpired } from '#functions/data/ttl-sweep.ts';
import { recheckVerifiedDomains } from '#functions/domains/recheck.ts';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { publishDeps } from '#functions/handlers/publish/deps.ts';
import { localInsightsQueue } from '#functions/insights/queue.ts';
import { defaultPagesOrigin } from '#functions/local/origins.ts';
import { dataDir, STATIC_DIR } from '#functions/local/paths.ts';
import { startScheduler } from '#functions/local/scheduler.ts';
import { createLocalServer } from '#functions/local/server.ts';
import { runningStack, startPersistentStack } from '#functions/local/stack.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { reconcile } from '#functions/pay/reconcile.ts';
import { startPaySandbox } from '#functions/pay/sandbox/local.ts';
import { applyPlanTerms } from '#functions/plans/terms.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import { customDomainStatus } from '#functions/publish/serving.ts';
import { RECONCILE_GRACE_MS } from '#functions/schedules.ts';
import { exportPublicPages } from '#functions/site/export.ts';

/** How long a stop waits for requests in flight before cutting them. */
const DRAIN_MS = 10_000;

/**
 * `npm start`: one process serving the whole product at http://127.0.0.1:4321 (PORT, HOST),
 * with dynalite and s3rver embedded and persisted under DATA_DIR (default .data/).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  // `npm run dev` (functions/local/dev.ts): this server listens on an inner port behind Astro's
  // dev server, which answers on PORT for both origins and proxies to it.
  const listenPort = Number(process.env.LISTEN_PORT ?? port);
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
  const siteBlobs = s3BlobStore(env().SITE_BUCKET);
  const config = await getSiteConfig();
  if (!config) throw new Error('The site configuration was not seeded');
  await exportPublicPages({ blobs: siteBlobs, site: config.doc });

  const localBase = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const paySandbox = await startPaySandbox(dir, localBase);
  const conversionsSandbox = startConversionsSandbox(localBase);
  localConversionsQueue();
  const server = createLocalServer({
    staticDir: STATIC_DIR,
    siteBlobs,
    uploadBlobs: s3BlobStore(env().UPLOADS_BUCKET),
    routes: ALL_ROUTES,
    customDomain: customDomainStatus,
    ...(paySandbox ? { paySandbox } : {}),
    ...(conversionsSandbox ? { conversionsSandbox } : {}),
    // Listening on every address: the app answers by any name (its LAN address), so no host is unknown.
    ...(host === '0.0.0.0' || host === '::' ? {} : { appOrigin: appUrl.origin }),
    pagesOrigin: pagesUrl.origin,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve());
  });
  // A PAGES_ORIGIN on another port: the same server listens there too (behind `npm run dev`'s
  // proxy, not: the proxy answers there).
  const pagesPort = Number(pagesUrl.port || 80);
  if (pagesPort !== port && listenPort === port) {
    await new Promise<void>((resolve, reject) => {
      const second = createServer((req, res) => server.emit('request', req, res));
      second.once('error', reject);
      second.listen(pagesPort, host, () => resolve());
      process.once('exit', () => second.close());
    });
  }
  process.stdout.write(
    `\n  Landing builder running at ${appUrl.origin}/\n  Published pages at ${pagesUrl.origin}/{id}\n${conversionsSandbox ? `  Conversions sandbox at ${localBase}/sandbox/conversions\n` : ''}  Data: ${dir}\n${listenPort === port ? '' : `  Listening on ${host}:${listenPort} behind the dev server\n`}  Ctrl-C to stop.\n\n`,
  );

  // The scheduled jobs EventBridge runs on AWS (functions/schedules.ts), here in-process; the
  // reconciler also runs once at start, finishing what a crash of the last run left between steps.
  const reconcileLog = createLogger({ component: 'pay-reconcile' });
  const recheckLog = createLogger({ component: 'domain-recheck' });
  const termsLog = createLogger({ component: 'plan-terms' });
  const everyMs = env().LOCAL_SCHEDULE_EVERY_MS;
  const scheduler = startScheduler(
    {
      'pay-reconcile': () =>
        reconcile({
          nowMs: Date.now(),
          graceMs: env().RECONCILE_GRACE_MS ?? RECONCILE_GRACE_MS,
          log: reconcileLog,
        }),
      'ttl-sweep': () => sweepExpired(Date.now()),
      'domain-recheck': () => recheckVerifiedDomains({ nowMs: Date.now(), log: recheckLog }),
      'plan-terms': () =>
        applyPlanTerms({ nowMs: Date.now(), log: termsLog, deps: publishDeps(), notify: notifierFor }),
    },
    everyMs === undefined ? {} : { everyMs },
  );
  void scheduler.runNow('pay-reconcile');

  // Graceful stop: accept nothing new, let requests in flight answer (up to DRAIN_MS), finish a
  // scheduled job still running, and only then close the stores they write to.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping (finishing requests in flight)...\n`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections between requests would hold close() open: end them as they go idle.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
    await Promise.race([drained, timeout]);
    clearInterval(idle);
    server.closeAllConnections();
    await scheduler.stop();
    // Beacon events still queued reach their counters before the store closes.
    await Promise.race([
      Promise.all([localInsightsQueue().drain(), localConversionsQueue().drain()]),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]);
    await stores.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
