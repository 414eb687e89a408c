import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#functions/local/paths.ts';

const exec = promisify(execFile);
let dataDir: string;

/** Runs `npm run ops -- …` as an operator would, on its own data folder. */
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
  dataDir = await mkdtemp(join(tmpdir(), 'lp-ops-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run ops', () => {
  it('seeds on first use and shows the configuration', async () => {
    const shown = await ops('config', 'show');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ site_name: 'LandingGo', open_register: true });
  });

  it('changes a setting, keeps it across runs, and renders the public pages again', async () => {
    const set = await ops('config', 'set', 'site_name', 'Shop Pages');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('Saved.');
    expect(set.stdout).toContain('Public pages rendered.');
    const shown = await ops('config', 'show');
    expect(JSON.parse(shown.stdout).site_name).toBe('Shop Pages');
  });

  it('adds and removes head navigation and contact entries', async () => {
    const added = await ops('nav', 'add', '--en', 'Blog', '--zh', '博客', '--url', '/blog');
    expect(added.code, added.stderr).toBe(0);
    const navs = JSON.parse((await ops('nav', 'list')).stdout) as { n: number; url: string }[];
    expect(navs.at(-1)).toMatchObject({ url: '/blog' });
    const removed = await ops('nav', 'remove', String(navs.length));
    expect(removed.code, removed.stderr).toBe(0);
    expect((await ops('contact', 'add', '--component', 'line', '--account', 'shop123')).code).toBe(0);
    const contacts = JSON.parse((await ops('contact', 'list')).stdout) as { component: string }[];
    expect(contacts.at(-1)).toMatchObject({ component: 'line' });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await ops('config', 'show')).stdout;
    const bad = await ops('config', 'set', 'open_register', 'perhaps');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('open_register: Expected true or false');
    const unknown = await ops('contact', 'add', '--component', 'fax');
    expect(unknown.code).toBe(1);
    expect((await ops('config', 'show')).stdout).toBe(before);
  });
});
