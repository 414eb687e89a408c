import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { SiteConfig } from '#core/contracts/site-config.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { publishDeps } from '#functions/handlers/publish/deps.ts';
import { dataDir, SERVER_ENTRY } from '#functions/local/paths.ts';
import { localSecrets, pointClientsAt, runningStack, startPersistentStack } from '#functions/local/stack.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { PAY_USAGE, runPayCommand } from '#functions/pay/ops.ts';
import { applyPlanTerms } from '#functions/plans/terms.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import {
  addContact,
  addNavItem,
  type ChangeResult,
  removeEntry,
  SETTING_KEYS,
  setSetting,
} from '#functions/site/config-changes.ts';
import { exportPublicPages } from '#functions/site/export.ts';

const USAGE = `Operations on the site configuration.

Usage: npm run ops -- <command> [arguments] [--aws]

  config show                         print the configuration
  config set <key> <value>            change one setting; keys:
                                        ${SETTING_KEYS.join(', ')}
  nav list                            list the head navigation
  nav add --en <title> --zh <title> --url <path or URL> [--new-window]
  nav remove <n>                      remove entry n (as listed)
  contact list                        list the footer contact shortcuts
  contact add --component <kind> [--account a] [--mobile m] [--url u] [--message t] [--text t]
  contact remove <n>
  site export                         render the public pages again
  seed                                create table/buckets if missing and seed defaults
${PAY_USAGE}
  plans terms [--now <date>]          the daily plan job now: record lapsed plans, bring pages in line
                                        with the plan in force, send the notices before an end;
                                        --now (ISO date or ms; local stores only) runs it as at that
                                        time (set PUBLIC_ORIGIN and PAGES_ORIGIN as the server has them)

Locally it uses the running server's stores, or opens .data/ (DATA_DIR) itself.
With --aws it uses the AWS account of the environment (TABLE_NAME, SITE_BUCKET, AWS_REGION).`;

type Target = { stop(): Promise<void> };

async function connect(aws: boolean): Promise<Target> {
  if (aws) return { stop: async () => {} };
  const dir = dataDir();
  const running = await runningStack(dir);
  if (running) {
    pointClientsAt(running, await localSecrets(dir));
    return { stop: async () => {} };
  }
  return startPersistentStack(dir, Date.now());
}

async function exportPages(config: SiteConfig): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    process.stdout.write(
      'Skipped rendering the public pages: run `npm run build`, then `npm run ops -- site export`.\n',
    );
    return;
  }
  await exportPublicPages({ blobs: s3BlobStore(env().SITE_BUCKET), site: config });
  process.stdout.write('Public pages rendered.\n');
}

async function change(apply: (config: SiteConfig) => ChangeResult): Promise<void> {
  const current = await getSiteConfig();
  if (!current) throw new Error('No site configuration stored yet: run `npm run ops -- seed` first.');
  const result = apply(current.doc);
  if (!result.ok) throw new Error(result.error);
  await putSiteConfig(result.config, current.version, Date.now());
  process.stdout.write('Saved.\n');
  await exportPages(result.config);
}

async function current(): Promise<SiteConfig> {
  const stored = await getSiteConfig();
  if (!stored) throw new Error('No site configuration stored yet: run `npm run ops -- seed` first.');
  return stored.doc;
}

/**
 * The plan job's clock: now, or the time --now names. Moving it is for trying a lapse on local
 * stores (tests, a developer); on AWS the job only ever runs at the real time.
 */
function jobClock(now: string | undefined, aws: boolean): number {
  if (now === undefined) return Date.now();
  if (aws) throw new Error('--now works on local stores only');
  const ms = /^\d+$/.test(now) ? Number(now) : Date.parse(now);
  if (!Number.isFinite(ms)) throw new Error(`--now: "${now}" is not a date (ISO 8601) or milliseconds`);
  return ms;
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function run(argv: string[]): Promise<void> {
  // A command here is no Lambda invocation: the metrics it records (a credit, a reconcile) would be
  // EMF lines in the terminal that CloudWatch never reads, so Powertools' switch turns them off.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      aws: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      en: { type: 'string' },
      zh: { type: 'string' },
      url: { type: 'string' },
      'new-window': { type: 'boolean', default: false },
      component: { type: 'string' },
      account: { type: 'string' },
      mobile: { type: 'string' },
      username: { type: 'string' },
      message: { type: 'string' },
      text: { type: 'string' },
      label: { type: 'string' },
      note: { type: 'string' },
      operator: { type: 'string' },
      'grace-seconds': { type: 'string' },
      now: { type: 'string' },
    },
  });
  const [group, action, ...rest] = positionals;
  if (values.help || !group) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const target = await connect(values.aws);
  try {
    const command = `${group} ${action ?? ''}`.trim();
    switch (command) {
      case 'config show':
        return print(await current());
      case 'config set': {
        const [key, value] = rest;
        if (key === undefined || value === undefined) throw new Error('Usage: config set <key> <value>');
        return await change((config) => setSetting(config, key, value));
      }
      case 'nav list':
        return print((await current()).head_nav.map((item, i) => ({ n: i + 1, ...item })));
      case 'nav add':
        return await change((config) =>
          addNavItem(config, {
            title: { en: values.en ?? '', 'zh-cn': values.zh ?? values.en ?? '' },
            url: values.url ?? '',
            newWindow: values['new-window'],
          }),
        );
      case 'nav remove':
        return await change((config) => removeEntry(config, 'head_nav', Number(rest[0])));
      case 'contact list':
        return print((await current()).contact_info.map((item, i) => ({ n: i + 1, ...item })));
      case 'contact add': {
        const { component, account, mobile, username, url, message, text, label } = values;
        return await change((config) =>
          addContact(config, {
            // Validated by the schema inside addContact.
            component: component as never,
            ...(account ? { account } : {}),
            ...(mobile ? { mobile } : {}),
            ...(username ? { username } : {}),
            ...(url ? { url } : {}),
            ...(message ? { message } : {}),
            ...(text ? { text } : {}),
            ...(label ? { label } : {}),
          }),
        );
      }
      case 'contact remove':
        return await change((config) => removeEntry(config, 'contact_info', Number(rest[0])));
      case 'site export':
        return await exportPages(await current());
      case 'seed':
        await bootstrapStores(Date.now());
        process.stdout.write('Table, buckets and defaults are in place.\n');
        return await exportPages(await current());
      default:
        if (command === 'plans terms') {
          const nowMs = jobClock(values.now, values.aws);
          const report = await applyPlanTerms({
            nowMs,
            log: createLogger({ component: 'plan-terms' }),
            deps: publishDeps(),
            notify: notifierFor,
          });
          return print(report);
        }
        if (group === 'pay') {
          const text = await runPayCommand(action, rest, {
            note: values.note,
            operator: values.operator,
            graceSeconds: values['grace-seconds'],
          });
          process.stdout.write(`${text}\n`);
          return;
        }
        throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await target.stop();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
