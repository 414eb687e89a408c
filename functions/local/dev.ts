import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { type AstroIntegration, dev } from 'astro';
import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import type { LocalApp } from '#functions/local/app.ts';
import { devRoute } from '#functions/local/dev-routes.ts';
import { PROJECT_ROOT, SERVER_ENTRY, STATIC_DIR } from '#functions/local/paths.ts';
import { listen, runUntilStopped, startLocalPlatform } from '#functions/local/platform.ts';
import { keepAliveAsTheLocalServer, localHttpServer } from '#functions/local/server.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * `npm run dev`: the whole product at http://127.0.0.1:4321 (PORT, HOST) as `npm start` serves
 * it, in ONE process, with the island app hot-reloaded and the handlers reloaded on change:
 *   - the platform (embedded stores under DATA_DIR, origins, sandboxes, the scheduler's timers)
 *     starts once, as `npm start` starts it (functions/local/platform.ts), and stays;
 *   - Astro's dev server listens on PORT: the app shell for app routes and the app's modules
 *     through Vite, with hot module reload (functions/local/dev-routes.ts says which requests);
 *   - every other request goes to the local server's handling (functions/local/app.ts), loaded
 *     through a Vite environment of its own ("local") whose module runner evaluates the handler
 *     files again after one of them changes: the next request meets a new app, the one before
 *     finishes the requests it has, and its queued events are delivered before it is let go.
 * Ctrl-C (or SIGTERM) stops it as it stops `npm start`: requests in flight answer, the stores close.
 */
const APP_MODULE = '/functions/local/app.ts';
const ENVIRONMENT = 'local';
const log = createLogger({ component: 'dev' });

type AppModule = typeof import('#functions/local/app.ts');

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  // The public pages and published pages are rendered by the server build: build once if missing
  // (its own short-lived process, as `npm start` does, finished before anything listens).
  if (!existsSync(STATIC_DIR) || !existsSync(SERVER_ENTRY)) {
    const built = spawnSync(
      process.execPath,
      [resolve(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
      {
        cwd: PROJECT_ROOT,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('astro build failed');
  }
  const platform = await startLocalPlatform(port, host);
  const appHost = platform.appUrl.host.toLowerCase();

  let vite: ViteDevServer | undefined;
  let current: { module: AppModule; app: LocalApp } | undefined;
  /** Apps replaced by a reload that still answer requests or hold queued events. */
  const retired = new Set<LocalApp>();
  const inFlight = new Map<LocalApp, number>();
  let reloads = 0;

  /** Lets a replaced app go once it answers nothing and its queues are delivered. */
  function releaseIfIdle(app: LocalApp): void {
    if (!retired.has(app) || inFlight.has(app)) return;
    const release = () => {
      if (inFlight.has(app)) return;
      retired.delete(app);
      void app.release();
    };
    app.drain().then(release, release);
  }

  /** The app of the files as they are now: evaluated again after a change, else the same. */
  async function currentApp(): Promise<LocalApp> {
    const environment = vite?.environments[ENVIRONMENT];
    if (!environment || !isRunnableDevEnvironment(environment))
      throw new Error('The dev server is not running');
    const module = (await environment.runner.import(APP_MODULE)) as AppModule;
    if (current?.module !== module) {
      if (current) {
        retired.add(current.app);
        releaseIfIdle(current.app);
        reloads++;
        log.info('handlers reloaded', { reloads });
      }
      current = { module, app: module.localApp(platform.appOptions) };
    }
    return current.app;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let app: LocalApp;
    try {
      app = await currentApp();
    } catch (error) {
      // A handler file that does not load (a syntax error mid-edit): say so, and try again next request.
      log.error('handlers failed to load', { error: String(error) });
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
      res.end(`The local server's code failed to load; fix it and save again.\n\n${String(error)}\n`);
      return;
    }
    inFlight.set(app, (inFlight.get(app) ?? 0) + 1);
    res.once('close', () => {
      const left = (inFlight.get(app) ?? 1) - 1;
      if (left > 0) inFlight.set(app, left);
      else inFlight.delete(app);
      releaseIfIdle(app);
    });
    app.handle(req, res);
  }

  const localServer: AstroIntegration = {
    name: 'local-server',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            // The handlers' own environment: Astro's server environments would reload the browser
            // on every change of a file only they import.
            environments: { [ENVIRONMENT]: { consumer: 'server' } },
            server: {
              strictPort: true,
              // The stores write under DATA_DIR all the time: nothing there is source.
              watch: { ignored: [`${platform.dir}/**`] },
              // Hosts other than the app's never reach Vite: the middleware below gives them all to
              // the local server (the pages origin, members' domains, which answers them as `npm
              // start` does), so Vite's host check would only refuse members' domains; and CORS is
              // the local server's to answer, as in `npm start`.
              allowedHosts: true,
              cors: false,
            },
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        vite = server;
        // Long query strings reach the local server's 413 as in `npm start`: the header limit is
        // the process's (--max-http-header-size in package.json), the keep-alive times are these.
        if (server.httpServer) keepAliveAsTheLocalServer(server.httpServer as Server);
        // Added here, before Vite's and Astro's own middlewares: each request goes one way or the other.
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          const astroPath = devRoute(req.headers.host ?? '', url.pathname, appHost);
          if (astroPath === null) return void handle(req, res);
          req.url = `${astroPath}${url.search}`;
          next();
        });
      },
    },
  };

  // Astro's dev server serves nothing when it believes Vitest runs it (started from a test).
  delete process.env.VITEST;
  const astro = await dev({ root: PROJECT_ROOT, server: { port, host }, integrations: [localServer] });
  // A PAGES_ORIGIN on another port: the local server's handling listens there too, as in `npm start`.
  const pagesPort = Number(platform.pagesUrl.port || 80);
  let pagesServer: Server | undefined;
  if (pagesPort !== port) {
    pagesServer = localHttpServer((req, res) => void handle(req, res));
    await listen(pagesServer, pagesPort, host);
  }
  // Loaded now: a handler that does not load shows at start, and the first request is not the slow one.
  await currentApp();
  runUntilStopped({
    platform,
    // Read at the stop: Astro starts a new dev server when its configuration file changes.
    servers: () =>
      [vite?.httpServer as Server | undefined, pagesServer].filter((server) => server !== undefined),
    app: currentApp,
    apps: () => [...(current ? [current.app] : []), ...retired],
    beforeStores: () => astro.stop(),
  });
  const { appUrl, pagesUrl } = platform;
  process.stdout.write(
    `\n  Dev loop ready at ${appUrl.origin}/ (app hot-reloaded, handlers reloaded on change)\n  Published pages at ${pagesUrl.origin}/{id}\n  Data: ${platform.dir}\n  Ctrl-C to stop.\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
