/**
 * The embedded stores' own thread (started by functions/local/stores.ts): dynalite (DynamoDB's
 * wire protocol) and s3rver (S3's) on loopback ports of the OS's choosing, as a database and an
 * object store are other machines on AWS. Their work (parsing, validation, LevelDB, files) runs
 * beside the handlers instead of between their requests; the handlers reach them over HTTP as
 * before. Plain type-strippable TypeScript: it runs under tsx and under Node's own stripping alike.
 */
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';
import S3rver from 's3rver';

export type StoresThreadInput = { dynamoDir: string | undefined; s3Dir: string };
export type StoresThreadMessage =
  | { type: 'ready'; dynamoPort: number; s3Port: number }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };

const port = parentPort;
if (!port) throw new Error('stores-thread.ts runs as a worker thread (functions/local/stores.ts)');
const { dynamoDir, s3Dir } = workerData as StoresThreadInput;
const tell = (message: StoresThreadMessage) => port.postMessage(message);

try {
  const dynamo = dynalite({
    ...(dynamoDir ? { path: dynamoDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    dynamo.once('error', reject);
    dynamo.listen(0, '127.0.0.1', () => resolve());
  });
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const s3Address = await s3.run();

  port.on('message', async (message: unknown) => {
    if (message !== 'stop') return;
    dynamo.closeAllConnections?.();
    await Promise.all([new Promise<void>((resolve) => dynamo.close(() => resolve())), s3.close()]);
    tell({ type: 'stopped' });
    port.close();
  });
  tell({ type: 'ready', dynamoPort: (dynamo.address() as AddressInfo).port, s3Port: s3Address.port });
} catch (error) {
  tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
