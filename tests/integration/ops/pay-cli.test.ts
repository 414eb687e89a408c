import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#functions/local/paths.ts';

const exec = promisify(execFile);
let dataDir: string;

async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'functions/ops/cli.ts', ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lp-pay-ops-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run ops -- pay', () => {
  it('reconciles and audits an empty store, and refuses unknown orders', async () => {
    const reconciled = await ops('pay', 'reconcile', '--grace-seconds', '0');
    expect(reconciled.code, reconciled.stderr).toBe(0);
    expect(reconciled.stdout).toContain('credited: none');
    expect(reconciled.stdout).toContain('awaiting review: none');
    const audited = await ops('pay', 'audit');
    expect(audited.stdout).toContain('every balance and score equals its ledger');
    const confirm = await ops('pay', 'confirm', 'R2026112100000000000000', '--note', 'test');
    expect(confirm.code).toBe(1);
    expect(confirm.stderr).toContain('No order R2026112100000000000000');
  });

  it('sets the pay settings through config set, validated as a whole', async () => {
    const ok = await ops('config', 'set', 'pay.channels', '["alipay","manual"]');
    expect(ok.code, ok.stderr).toBe(0);
    const bad = await ops('config', 'set', 'pay.min_cents', '999999999');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('pay.min_cents must not exceed pay.max_cents');
  });
});
