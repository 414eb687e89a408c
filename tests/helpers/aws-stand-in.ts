import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resetAwsConnections } from '#functions/data/aws-request.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';

/** A request the stand-in received. */
export type StandInRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  authorization: string;
  contentType: string;
  body: string;
};
export type StandInAnswer = { status: number; headers?: Record<string, string>; body: string };

const CREDENTIAL_NAMES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;

/**
 * A stand-in for an AWS service, for the requests functions/data/aws-request.ts signs, in one test
 * file: it records every request (`seen`) and answers what the test queued (`answers`), else
 * `fallback`; both are emptied before each test. Test credentials (AKIDTEST) are set meanwhile.
 */
export function awsStandIn(fallback: StandInAnswer, contentType?: string) {
  const service = { endpoint: '', seen: [] as StandInRequest[], answers: [] as StandInAnswer[] };
  const saved = Object.fromEntries(CREDENTIAL_NAMES.map((name) => [name, process.env[name]]));
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        service.seen.push({
          method: String(req.method),
          path: String(req.url),
          headers: req.headers,
          authorization: String(req.headers.authorization),
          contentType: String(req.headers['content-type']),
          body,
        });
        const answer = service.answers.shift() ?? fallback;
        res.writeHead(answer.status, {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...answer.headers,
        });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    process.env.AWS_ACCESS_KEY_ID = 'AKIDTEST';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    delete process.env.AWS_SESSION_TOKEN;
    resetEnvForTests();
  });

  afterAll(async () => {
    resetAwsConnections();
    await new Promise((resolve) => server.close(resolve));
    for (const name of CREDENTIAL_NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
  });

  beforeEach(() => {
    service.answers.length = 0;
    service.seen.length = 0;
  });

  return service;
}

/**
 * Checks one call of an AWS JSON protocol as the service reads it: POST / with the protocol's
 * content type and the operation's target, signed with the test key for `service` in us-east-1,
 * the target among the signed headers. Answers the request for the body's own checks.
 */
export function expectSignedJsonCall(
  request: StandInRequest | undefined,
  service: string,
  target: string,
): StandInRequest {
  expect(request).toBeDefined();
  const call = request as StandInRequest;
  expect(call.method).toBe('POST');
  expect(call.path).toBe('/');
  expect(call.headers['content-type']).toBe('application/x-amz-json-1.1');
  expect(call.headers['x-amz-target']).toBe(target);
  expect(call.headers.authorization).toMatch(
    new RegExp(
      `^AWS4-HMAC-SHA256 Credential=AKIDTEST/\\d{8}/us-east-1/${service}/aws4_request, SignedHeaders=[^,]*x-amz-target`,
    ),
  );
  return call;
}
