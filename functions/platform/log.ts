import { env } from '#functions/platform/env.ts';
import { sourceMappedStack } from '#functions/platform/stack-map.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

/**
 * Structured JSON logs, one line each (CloudWatch on AWS, the terminal locally). A child only
 * remembers its parent's fields and its own, merged when a line is written: every request makes
 * one, and most beacons' children write nothing (their line is at debug level).
 */
class JsonLogger implements Logger {
  private readonly base: Record<string, unknown>;
  private readonly own: Record<string, unknown> | undefined;

  constructor(base: Record<string, unknown>, own?: Record<string, unknown>) {
    this.base = base;
    this.own = own;
  }

  private write(level: Level, msg: string, fields?: Record<string, unknown>): void {
    if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return;
    const line = JSON.stringify({
      level,
      time: new Date().toISOString(),
      msg,
      ...this.base,
      ...this.own,
      ...fields,
    });
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    this.write('debug', msg, fields);
  }
  info(msg: string, fields?: Record<string, unknown>): void {
    this.write('info', msg, fields);
  }
  warn(msg: string, fields?: Record<string, unknown>): void {
    this.write('warn', msg, fields);
  }
  error(msg: string, fields?: Record<string, unknown>): void {
    this.write('error', msg, fields);
  }
  child(fields: Record<string, unknown>): Logger {
    return new JsonLogger(this.own ? { ...this.base, ...this.own } : this.base, fields);
  }
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  return new JsonLogger(base);
}

/** An error's name, message and stack (mapped to the sources in a Lambda bundle) for logs. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const stack = error.stack === undefined ? undefined : sourceMappedStack(error.stack);
    return { errorName: error.name, errorMessage: error.message, stack };
  }
  return { errorMessage: String(error) };
}
