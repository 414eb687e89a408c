import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';

/** The JSON lines written to stdout while `write` runs. */
function linesOf(write: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the JSON logger', () => {
  afterEach(() => {
    delete process.env.LOG_LEVEL;
    resetEnvForTests();
  });

  it('writes a child’s fields after its parents’, the line’s own last', () => {
    process.env.LOG_LEVEL = 'info';
    resetEnvForTests();
    const request = createLogger({ component: 'api', route: 'base' }).child({
      requestId: 'r1',
      route: 'GET /x',
    });
    const step = request.child({ step: 'read' });
    const [line, deeper] = linesOf(() => {
      request.info('request', { code: 1 });
      step.info('step', { route: 'override' });
    });
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      component: 'api',
      route: 'GET /x',
      requestId: 'r1',
      code: 1,
    });
    expect(Object.keys(line ?? {})).toEqual([
      'level',
      'time',
      'msg',
      'component',
      'route',
      'requestId',
      'code',
    ]);
    expect(deeper).toMatchObject({ component: 'api', requestId: 'r1', step: 'read', route: 'override' });
  });

  it('writes nothing below its level', () => {
    process.env.LOG_LEVEL = 'info';
    resetEnvForTests();
    expect(linesOf(() => createLogger().child({ requestId: 'r2' }).debug('request', { code: 1 }))).toEqual(
      [],
    );
  });
});
