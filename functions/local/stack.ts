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

/** The three local secrets (functions/platform/secrets.ts). */
export type LocalSecrets = { jwtSecret: string; codeHmacSecret: string; domainKeySecret: string };

/**
 * Points this process's environment (and SDK clients) at the given stores and secrets. With the
 * signing secret alone (tests), the other two are derived from it: distinct values, test only.
 */
export function pointClientsAt(
  stores: { dynamoEndpoint: string; s3Endpoint: string },
  secrets: string | LocalSecrets,
): void {
  const all =
    typeof secrets === 'string'
      ? {
          jwtSecret: secrets,
          codeHmacSecret: `${secrets}#code-hmac`,
          domainKeySecret: `${secrets}#domain-key`,
        }
      : secrets;
  process.env.DYNAMODB_ENDPOINT = stores.dynamoEndpoint;
  process.env.S3_ENDPOINT = stores.s3Endpoint;
  process.env.JWT_SECRET = all.jwtSecret;
  process.env.CODE_HMAC_SECRET = all.codeHmacSecret;
  process.env.DOMAIN_KEY_SECRET = all.domainKeySecret;
  // The product's metrics (functions/platform/metrics.ts) are EMF lines for CloudWatch Logs; with
  // the local stores nothing reads them, so Powertools' own switch keeps them out of the terminal
  // (LOG_LEVEL=debug logs them). POWERTOOLS_METRICS_DISABLED=false in the environment shows them.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  resetEnvForTests();
  resetDynamoClients();
  resetS3Client();
  resetSecretsForTests();
}

async function readSecretFile(file: string): Promise<string | null> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret.length >= 32 ? secret : null;
  } catch {
    return null;
  }
}

/** A local secret kept in its own file under the data folder, generated (or `initial`) once. */
async function localSecret(dir: string, name: string, initial?: string | null): Promise<string> {
  const file = join(dir, name);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  const secret = initial ?? randomBytes(48).toString('base64url');
  await mkdir(dir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The local signing secret, generated once and kept under the data folder. */
export function localJwtSecret(dir: string): Promise<string> {
  return localSecret(dir, 'jwt-secret');
}

/**
 * The three local secrets, each in its own file under the data folder (jwt-secret,
 * code-hmac-secret, domain-key-secret); replacing one file replaces that secret only. A data
 * folder from before the split encrypted certificates' private keys with a key derived from
 * jwt-secret: its domain-key-secret starts as that value, so those keys stay readable.
 */
export async function localSecrets(dir: string): Promise<LocalSecrets> {
  const previousSigningKey = await readSecretFile(join(dir, 'jwt-secret'));
  const domainKeySecret = await localSecret(dir, 'domain-key-secret', previousSigningKey);
  return {
    jwtSecret: await localJwtSecret(dir),
    codeHmacSecret: await localSecret(dir, 'code-hmac-secret'),
    domainKeySecret,
  };
}

/** Starts embedded stores persisted under `dir`, bootstraps them, and publishes their endpoints. */
export async function startPersistentStack(dir: string, nowMs: number): Promise<LocalStores> {
  const stores = await startStores({ dataDir: dir });
  pointClientsAt(stores, await localSecrets(dir));
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
