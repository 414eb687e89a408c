import { createServer } from 'node:http';
import { localApp } from '#functions/local/app.ts';
import { listen, runUntilStopped, startLocalPlatform } from '#functions/local/platform.ts';
import { localHttpServer } from '#functions/local/server.ts';

/**
 * `npm start`: one process serving the whole product at http://127.0.0.1:4321 (PORT, HOST),
 * with dynalite and s3rver embedded and persisted under DATA_DIR (default .data/).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const platform = await startLocalPlatform(port, host);
  const app = localApp(platform.appOptions);
  const server = localHttpServer(app.handle);
  const servers = [server];
  await listen(server, port, host);
  // A PAGES_ORIGIN on another port: the same server listens there too.
  const pagesPort = Number(platform.pagesUrl.port || 80);
  if (pagesPort !== port) {
    const second = createServer((req, res) => server.emit('request', req, res));
    await listen(second, pagesPort, host);
    servers.push(second);
  }
  const { appUrl, pagesUrl, appOptions, localBase, dir } = platform;
  process.stdout.write(
    `\n  Landing builder running at ${appUrl.origin}/\n  Published pages at ${pagesUrl.origin}/{id}\n${appOptions.conversionsSandbox ? `  Conversions sandbox at ${localBase}/sandbox/conversions\n` : ''}  Data: ${dir}\n  Ctrl-C to stop.\n\n`,
  );
  runUntilStopped({ platform, servers: () => servers, app: async () => app, apps: () => [app] });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
