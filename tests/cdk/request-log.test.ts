import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { REQUEST_LOG_PATTERNS } from '../../cdk/lib/monitoring.ts';

/**
 * The metric filters (cdk/lib/monitoring.ts REQUEST_LOG_PATTERNS) read the line defineHandler
 * really writes: the lines here come from the handler wrapper itself, and each pattern is matched
 * the way CloudWatch Logs matches a JSON pattern made only of `($.field = "value")` terms joined by
 * `&&`, where "*" stands for any string.
 */
function matches(pattern: string, line: string): boolean {
  const body = /^\{ (.*) \}$/.exec(pattern)?.[1];
  if (!body) throw new Error(`not a JSON pattern: ${pattern}`);
  const terms = body.split(' && ').map((term) => {
    const parsed = /^\(\$\.(\w+) = "([^"]*)"\)$/.exec(term);
    if (!parsed) throw new Error(`a term this reader does not know: ${term}`);
    return { field: parsed[1] as string, value: parsed[2] as string };
  });
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return false;
  }
  return terms.every(({ field, value }) => {
    const actual = event[field];
    return typeof actual === 'string' && (value === '*' || actual === value);
  });
}

const route = { method: 'POST', path: '/client/test/log', group: 'index', auth: 'public' } as const;
const endpoint: EndpointDef = route;
const event = {
  routeKey: 'POST /client/test/log',
  rawPath: '/client/test/log',
  rawQueryString: '',
  headers: {},
  requestContext: {
    requestId: 'req-1',
    domainName: 'api.example.com',
    http: { sourceIp: '203.0.113.9', userAgent: 'test' },
  },
} as unknown as APIGatewayProxyEventV2;

let lines: string[];

beforeEach(() => {
  process.env.LOG_LEVEL = 'info';
  resetEnvForTests();
  lines = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = 'silent';
  resetEnvForTests();
});

/** Every line one request of a handler running `run` writes. */
async function linesOf(run: () => Promise<never> | Promise<{ data: null }>): Promise<string[]> {
  await defineHandler(endpoint, { run })(event, route);
  return lines;
}

const count = (pattern: { logPatternString: string }, written: string[]) =>
  written.filter((line) => matches(pattern.logPatternString, line)).length;

describe('metrics from the request log (CloudWatch Logs metric filters)', () => {
  it('counts a refused request by its error name, and not as an internal error', async () => {
    const written = await linesOf(async () => {
      throw new AppError('BodyUnreadable');
    });
    expect(count(REQUEST_LOG_PATTERNS.refused, written)).toBe(1);
    expect(count(REQUEST_LOG_PATTERNS.internal, written)).toBe(0);
    const [line] = written.filter((l) => matches(REQUEST_LOG_PATTERNS.refused.logPatternString, l));
    // The dimension of RefusedRequests is `$.error`.
    expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request', error: 'BodyUnreadable' });
  });

  it('counts an unexpected throw, answered "Internal", as both a refusal and an internal error', async () => {
    const written = await linesOf(async () => {
      throw new Error('disk on fire');
    });
    expect(count(REQUEST_LOG_PATTERNS.refused, written)).toBe(1);
    expect(count(REQUEST_LOG_PATTERNS.internal, written)).toBe(1);
    // The cause is on its own line ("unhandled error"), which neither filter counts.
    expect(written.some((l) => JSON.parse(l).msg === 'unhandled error')).toBe(true);
  });

  it('counts nothing for a request that succeeded', async () => {
    const written = await linesOf(async () => ({ data: null }));
    expect(written.filter((l) => JSON.parse(l).msg === 'request')).toHaveLength(1);
    expect(count(REQUEST_LOG_PATTERNS.refused, written)).toBe(0);
    expect(count(REQUEST_LOG_PATTERNS.internal, written)).toBe(0);
  });
});
