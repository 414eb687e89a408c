import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { resetDynamoClients } from '#functions/data/dynamo-client.ts';
import { resetS3Client } from '#functions/data/s3-client.ts';
import { type LocalStores, startStores } from '#functions/local/stores.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { resetSecretsForTests } from '#functions/platform/secrets.ts';

/** Where a running local server tells other processes (the ops command) its store endpoints. */
export const ENDPOINTS_FILE = 'endpoints.json';

type Endpoints = { dynamoEndpoint: string; s3Endpoint: string; pid: number };

/** Points this process's environment (and SDK clients) at the given stores. */
export function pointClientsAt(
  stores: { dynamoEndpoint: string; s3Endpoint: string },
  jwtSecret: string,
): void {
  process.env.DYNAMODB_ENDPOINT = stores.dynamoEndpoint;
  process.env.S3_ENDPOINT = stores.s3Endpoint;
  process.env.JWT_SECRET = jwtSecret;
  resetEnvForTests();
  resetDynamoClients();
  resetS3Client();
  resetSecretsForTests();
}

/** The local signing secret, generated once and kept under the data folder. */
export async function localJwtSecret(dir: string): Promise<string> {
  const file = join(dir, 'jwt-secret');
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length >= 32) return secret;
  } catch {
    // First start: generate below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Starts embedded stores persisted under `dir`, bootstraps them, and publishes their endpoints. */
export async function startPersistentStack(dir: string, nowMs: number): Promise<LocalStores> {
  const stores = await startStores({ dataDir: dir });
  pointClientsAt(stores, await localJwtSecret(dir));
  await bootstrapStores(nowMs);
  const endpoints: Endpoints = {
    dynamoEndpoint: stores.dynamoEndpoint,
    s3Endpoint: stores.s3Endpoint,
    pid: process.pid,
  };
  await writeFile(join(dir, ENDPOINTS_FILE), JSON.stringify(endpoints));
  return {
    ...stores,
    async stop() {
      await rm(join(dir, ENDPOINTS_FILE), { force: true });
      await stores.stop();
    },
  };
}

/** The endpoints of a local server that is running now, if any. */
export async function runningStack(dir: string): Promise<Endpoints | null> {
  try {
    const endpoints = JSON.parse(await readFile(join(dir, ENDPOINTS_FILE), 'utf8')) as Endpoints;
    process.kill(endpoints.pid, 0);
    return endpoints;
  } catch {
    return null;
  }
}
