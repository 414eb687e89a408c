import type http from 'node:http';
import aws4 from 'aws4';
import { env } from '#functions/platform/env.ts';

/**
 * One signed AWS request over node:http(s): Signature Version 4 by `aws4` (node:crypto), keep-alive
 * connections, and the AWS SDK's "standard" retry rule. It exists for cold starts: the hot path's
 * few DynamoDB and S3 calls (functions/data/table-client.ts, functions/data/blob-store.ts), the
 * beacon's Kinesis PutRecord, a verification code's email (SES) or SMS (SNS) and the platform's
 * secrets (Secrets Manager, functions/data/secret-value.ts) cost a Lambda 2-4 ms to load this way,
 * against 150-400 ms to load the SDK's clients (BENCHMARKS row 8, figures in the README). Calls off
 * the hot path (table creation, S3 listings, ACM, CloudFront) keep the SDK.
 *
 * Locally DYNAMODB_ENDPOINT / S3_ENDPOINT point at dynalite and s3rver with dummy credentials, the
 * same as the SDK clients there.
 */

export type AwsService = 'dynamodb' | 's3' | 'kinesis' | 'ses' | 'sns' | 'secretsmanager';

export type AwsRequest = {
  service: AwsService;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';
  /** Path and query, already percent-encoded (for S3: of the object, without the bucket). */
  path: string;
  /** S3: the bucket (virtual-hosted on AWS, path-style on the embedded s3rver). */
  bucket?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Another address than the service's own (tests: a stand-in server), path-style for S3. */
  endpoint?: string;
};

export type AwsResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** Dummy credentials the embedded stores accept (the same as the SDK clients' there). */
export const LOCAL_CREDENTIALS: Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The SDK's standard mode: six tries ride out a burst against dynalite and DynamoDB's throttling. */
const MAX_ATTEMPTS = 6;
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 5_000;
const RETRYABLE_NETWORK_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'EAI_AGAIN']);
/** Throttling as the services name it (SNS answers `Throttling` with HTTP 400), retried as the SDK does. */
const THROTTLING_CODES = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);

type Transport = { request: typeof http.request; agent: http.Agent };
/**
 * Kept-alive connections per protocol, made on the protocol's first request: `node:https` (TLS and
 * its crypto set-up) costs a cold start 10-20 ms of CPU, and the embedded stores speak plain http.
 */
const transports = new Map<'http:' | 'https:', Transport>();

function transport(protocol: string): Transport {
  const key = protocol === 'https:' ? 'https:' : 'http:';
  let made = transports.get(key);
  if (!made) {
    const module =
      key === 'https:' ? process.getBuiltinModule('node:https') : process.getBuiltinModule('node:http');
    made = { request: module.request, agent: new module.Agent({ keepAlive: true }) };
    transports.set(key, made);
  }
  return made;
}

/** The embedded store standing in for a service locally (none for Kinesis: a local queue replaces it). */
function localEndpoint(service: AwsService): string | undefined {
  const { DYNAMODB_ENDPOINT, S3_ENDPOINT } = env();
  return service === 'dynamodb' ? DYNAMODB_ENDPOINT : service === 's3' ? S3_ENDPOINT : undefined;
}

/** A service's regional address on AWS: S3 the bucket's virtual host, SES (API v2) `email.`. */
export function awsEndpoint(service: AwsService, region: string, bucket?: string): string {
  if (service === 's3') return `https://${bucket}.s3.${region}.amazonaws.com`;
  if (service === 'ses') return `https://email.${region}.amazonaws.com`;
  return `https://${service}.${region}.amazonaws.com`;
}

/** Where a request goes, and the path prefix its bucket adds (path-style locally). */
function endpointOf(request: AwsRequest): { url: URL; prefix: string } {
  const local = request.endpoint ?? localEndpoint(request.service);
  if (local) {
    const url = new URL(local);
    const base = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    return { url, prefix: request.bucket ? `${base}/${request.bucket}` : base };
  }
  return { url: new URL(awsEndpoint(request.service, env().AWS_REGION, request.bucket)), prefix: '' };
}

let operatorCredentials: (() => Promise<Credentials>) | undefined;

/**
 * Lambda puts the function's credentials in the environment; the embedded stores take dummy ones;
 * anywhere else (the ops command's `--aws` on an operator's machine: profiles, SSO) the SDK's
 * default provider chain is loaded, once.
 */
async function credentials(service: AwsService): Promise<Credentials> {
  if (localEndpoint(service)) return LOCAL_CREDENTIALS;
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (AWS_ACCESS_KEY_ID && AWS_SECRET_ACCESS_KEY) {
    return {
      accessKeyId: AWS_ACCESS_KEY_ID,
      secretAccessKey: AWS_SECRET_ACCESS_KEY,
      ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
    };
  }
  if (!operatorCredentials) {
    const { defaultProvider } = await import('@aws-sdk/credential-provider-node');
    operatorCredentials = defaultProvider();
  }
  return operatorCredentials();
}

/** Whether an answer or a failure is worth another try (the SDK's standard rule). */
export function isRetryable(status: number | undefined, errorCode: string | undefined): boolean {
  if (status === undefined) return errorCode !== undefined && RETRYABLE_NETWORK_CODES.has(errorCode);
  if (status >= 500 || status === 429) return true;
  return errorCode !== undefined && THROTTLING_CODES.has(errorCode);
}

function send(url: URL, signed: aws4.Request, body: string | Uint8Array | undefined): Promise<AwsResponse> {
  const { request: open, agent } = transport(url.protocol);
  return new Promise((resolve, reject) => {
    const request = open(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port || undefined,
        method: signed.method,
        path: signed.path,
        headers: signed.headers as http.OutgoingHttpHeaders,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a signed request and answers the last response (any status: the caller reads the error
 * body of its protocol). `errorCodeOf` names the error an answer carries, for the retry rule.
 * Network failures are retried, then thrown.
 */
export async function awsRequest(
  request: AwsRequest,
  errorCodeOf: (response: AwsResponse) => string | undefined,
): Promise<AwsResponse> {
  const { url, prefix } = endpointOf(request);
  const creds = await credentials(request.service);
  for (let attempt = 1; ; attempt++) {
    // Signed again on each try: the signature carries the time.
    const signed = aws4.sign(
      {
        host: url.host,
        service: request.service,
        region: env().AWS_REGION,
        method: request.method,
        path: `${prefix}${request.path}`,
        headers: { ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body as string }),
      },
      creds,
    );
    let response: AwsResponse | undefined;
    let failure: unknown;
    try {
      response = await send(url, signed, request.body);
    } catch (error) {
      failure = error;
    }
    const errorCode = response
      ? response.status >= 400
        ? errorCodeOf(response)
        : undefined
      : (failure as { code?: string }).code;
    const retry = attempt < MAX_ATTEMPTS && (response ? response.status >= 400 : true);
    if (retry && isRetryable(response?.status, errorCode)) {
      // Full jitter, as the SDK: a random wait up to the doubled base.
      await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));
      continue;
    }
    if (response) return response;
    throw failure;
  }
}

/** Drops kept connections (tests and the ops command switch endpoints). */
export function resetAwsConnections(): void {
  for (const { agent } of transports.values()) agent.destroy();
  transports.clear();
}
