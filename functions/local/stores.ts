import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { resetAwsConnections } from '#functions/data/aws-request.ts';

export type LocalStores = {
  dynamoEndpoint: string;
  s3Endpoint: string;
  stop(): Promise<void>;
};

/**
 * Starts dynalite (DynamoDB's wire protocol) and s3rver (S3's) on loopback ports of the OS's
 * choosing. With a data directory they persist under it (dynamo/ and s3/); with null they keep
 * everything in memory (DynamoDB) and in a temporary folder removed on stop (S3).
 */
export async function startStores(options: { dataDir: string | null }): Promise<LocalStores> {
  const dynamoDir = options.dataDir ? join(options.dataDir, 'dynamo') : undefined;
  const s3Dir = options.dataDir ? join(options.dataDir, 's3') : await mkdtemp(join(tmpdir(), 'lp-s3-'));
  if (dynamoDir) await mkdir(dynamoDir, { recursive: true });
  await mkdir(s3Dir, { recursive: true });

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
  const dynamoPort = (dynamo.address() as AddressInfo).port;

  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const s3Address = await s3.run();

  let stopped = false;
  return {
    dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
    s3Endpoint: `http://127.0.0.1:${s3Address.port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      // The handlers' kept-alive connections (functions/data/aws-request.ts) would hold the servers open.
      resetAwsConnections();
      dynamo.closeAllConnections?.();
      await Promise.all([new Promise<void>((resolve) => dynamo.close(() => resolve())), s3.close()]);
      if (!options.dataDir) await rm(s3Dir, { recursive: true, force: true });
    },
  };
}
