import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { duplexPair } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Renders one route of the built Astro server (`astro build`, dist/server/entry.mjs) in-process,
 * with data passed as `Astro.locals` (DESIGN.md point 8). Nothing listens on a port: the request
 * travels through an in-memory stream pair between a node:http client and a node:http server
 * that was never started, so the adapter sees a genuine IncomingMessage/ServerResponse. The cost
 * is one route's render, whatever the number of pages.
 *
 * The entry is @astrojs/node's middleware-mode `handler(req, res, next, locals)`, its documented
 * way of passing locals. The render routes are internal (src/pages/_render/, injected in
 * astro.config.mjs); they answer 404 unless their locals are valid, and the platform never
 * serves the server build to visitors.
 */

/** @astrojs/node's middleware (mode "middleware"). */
type AstroNodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: object,
) => Promise<void>;

export type RenderResult = { status: number; html: string };

const DEFAULT_ENTRY = fileURLToPath(new URL('../../dist/server/entry.mjs', import.meta.url));

let entryPath = DEFAULT_ENTRY;
let loaded: Promise<AstroNodeHandler> | undefined;

/**
 * Points the renderer at another server build (e.g. where a Lambda bundle ships dist/server).
 * Call it before the first render.
 */
export function setAstroServerEntry(path: string): void {
  entryPath = path;
  loaded = undefined;
}

async function loadHandler(): Promise<AstroNodeHandler> {
  let entry: unknown;
  try {
    entry = await import(/* @vite-ignore */ pathToFileURL(entryPath).href);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(entryPath)) {
      throw new Error(`The Astro server build is missing at ${entryPath}: run \`npm run build\` first.`);
    }
    throw error;
  }
  const handler = (entry as { handler?: unknown }).handler;
  if (typeof handler !== 'function') {
    throw new Error(`${entryPath} exports no handler: is the @astrojs/node adapter in middleware mode?`);
  }
  return handler as AstroNodeHandler;
}

/**
 * Renders `path` (e.g. "/_render/site/home") with the given locals. Answers the status and the
 * body as text; a path no route matches answers 404.
 */
export async function renderAstroPath(path: string, locals: Record<string, unknown>): Promise<RenderResult> {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not a route path: ${path}`);
  loaded ??= loadHandler().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  const handler = await loaded;

  const [clientSide, serverSide] = duplexPair();
  const server = createServer((req, res) => {
    const notFound = () => {
      res.statusCode = 404;
      res.end();
    };
    handler(req, res, notFound, locals).catch((error: unknown) => res.destroy(error as Error));
  });
  server.emit('connection', serverSide);

  try {
    return await new Promise<RenderResult>((resolve, reject) => {
      const req = request(
        {
          method: 'GET',
          path,
          headers: { host: 'localhost', connection: 'close' },
          createConnection: () => clientSide,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 500, html: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    clientSide.destroy();
    serverSide.destroy();
  }
}
