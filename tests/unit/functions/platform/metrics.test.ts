import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '#functions/platform/env.ts';
import type { ApiResult } from '#functions/platform/handler.ts';

const SECRET = 'origin-secret-that-is-at-least-32-characters';

/**
 * Fresh copies of the modules (the metrics instance reads Powertools' switch when first used), a
 * group of one route that records what it is given, and every line written to stdout meanwhile.
 */
async function setUp(disabled: 'true' | 'false') {
  vi.resetModules();
  process.env.POWERTOOLS_METRICS_DISABLED = disabled;
  process.env.ORIGIN_VERIFY_SECRET = SECRET;
  resetEnvForTests();
  const metrics = await import('#functions/platform/metrics.ts');
  const { lambdaEntry } = await import('#functions/platform/group.ts');
  let record = () => {};
  const entry = lambdaEntry([
    {
      route: { method: 'POST', path: '/client/test/record', group: 'index', auth: 'public' },
      handler: async () => {
        record();
        return { statusCode: 200, body: '{}' };
      },
    },
  ]);
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  const invoke = async (recording: () => void) => {
    record = recording;
    const event = {
      routeKey: 'POST /client/test/record',
      rawPath: '/client/test/record',
      headers: { 'x-origin-verify': SECRET },
    } as unknown as APIGatewayProxyEventV2;
    return (await entry(event, {} as Context, () => undefined)) as ApiResult;
  };
  return { ...metrics, invoke, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  delete process.env.ORIGIN_VERIFY_SECRET;
  resetEnvForTests();
});

describe('business metrics (Powertools EMF)', () => {
  it('writes one EMF line per invocation that recorded metrics, and none for one that did not', async () => {
    const { invoke, lines, countMetric, secondsMetric, BUSINESS_METRICS } = await setUp('false');
    await invoke(() => {
      countMetric(BUSINESS_METRICS.publishes);
      countMetric(BUSINESS_METRICS.publishes);
      secondsMetric(BUSINESS_METRICS.oldestReviewWaitSeconds, 90);
    });
    expect(lines).toHaveLength(1);
    const emf = JSON.parse(lines[0] ?? '');
    const [directive] = emf._aws.CloudWatchMetrics;
    expect(directive.Namespace).toBe('LandingBuilder');
    expect(directive.Dimensions).toEqual([['service']]);
    expect(emf.service).toBe('landing-builder');
    expect(directive.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'Publishes', Unit: 'Count' },
        { Name: 'OldestReviewWaitSeconds', Unit: 'Seconds' },
      ]),
    );
    expect(emf.Publishes).toEqual([1, 1]);
    expect(emf.OldestReviewWaitSeconds).toBe(90);

    await invoke(() => {});
    expect(lines).toHaveLength(1);
    await invoke(() => countMetric(BUSINESS_METRICS.signUps));
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1] ?? '').SignUps).toBe(1);
    expect(JSON.parse(lines[1] ?? '').Publishes).toBeUndefined();
  });

  it('writes metrics even when the handler throws', async () => {
    const { invoke, lines, countMetric, BUSINESS_METRICS } = await setUp('false');
    await expect(
      invoke(() => {
        countMetric(BUSINESS_METRICS.reconcileProblems, 2);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(JSON.parse(lines[0] ?? '').ReconcileProblems).toBe(2);
  });

  it('prints nothing when POWERTOOLS_METRICS_DISABLED is set (the local server, tests, the ops command)', async () => {
    const { invoke, lines, countMetric, BUSINESS_METRICS } = await setUp('true');
    await invoke(() => countMetric(BUSINESS_METRICS.rechargesCredited));
    await invoke(() => countMetric(BUSINESS_METRICS.rechargesCredited));
    expect(lines).toEqual([]);
  });
});
