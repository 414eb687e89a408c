import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { resetAwsConnections } from '#functions/data/aws-request.ts';
import type { StoresThreadInput, StoresThreadMessage } from '#functions/local/stores-thread.ts';

export type LocalStores = {
  dynamoEndpoint: string;
  s3Endpoint: string;
  stop(): Promise<void>;
};

function nextMessage(worker: Worker): Promise<StoresThreadMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: StoresThreadMessage) => {
      cleanUp();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanUp();
      reject(new Error(`The stores' thread stopped (exit ${code})`));
    };
    const cleanUp = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
  });
}

/**
 * Starts dynalite (DynamoDB's wire protocol) and s3rver (S3's) in a thread of their own
 * (functions/local/stores-thread.ts) on loopback ports of the OS's choosing. With a data directory
 * they persist under it (dynamo/ and s3/); with null they keep everything in memory (DynamoDB) and
 * in a temporary folder removed on stop (S3).
 */
export async function startStores(options: { dataDir: string | null }): Promise<LocalStores> {
  const dynamoDir = options.dataDir ? join(options.dataDir, 'dynamo') : undefined;
  const s3Dir = options.dataDir ? join(options.dataDir, 's3') : await mkdtemp(join(tmpdir(), 'lp-s3-'));
  if (dynamoDir) await mkdir(dynamoDir, { recursive: true });
  await mkdir(s3Dir, { recursive: true });

  const input: StoresThreadInput = { dynamoDir, s3Dir };
  const worker = new Worker(new URL('./stores-thread.ts', import.meta.url), { workerData: input });
  const started = await nextMessage(worker);
  if (started.type !== 'ready') {
    await worker.terminate();
    throw new Error(
      `The embedded stores did not start: ${started.type === 'failed' ? started.message : started.type}`,
    );
  }

  let stopped = false;
  return {
    dynamoEndpoint: `http://127.0.0.1:${started.dynamoPort}`,
    s3Endpoint: `http://127.0.0.1:${started.s3Port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      // The handlers' kept-alive connections (functions/data/aws-request.ts) would hold the servers open.
      resetAwsConnections();
      const done = nextMessage(worker).catch(() => ({ type: 'stopped' as const }));
      worker.postMessage('stop');
      await done;
      await worker.terminate();
      if (!options.dataDir) await rm(s3Dir, { recursive: true, force: true });
    },
  };
}
