import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Aws, type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Schedule as EventSchedule } from 'aws-cdk-lib/aws-events';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_FILE } from '#functions/accounts/password-rule.ts';
import { CAPTCHA_PARTITION_PREFIX, keys } from '#functions/data/keys.ts';
import { createTableInput, TABLE_KEYS, TTL_ATTRIBUTE } from '#functions/data/table.ts';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#functions/platform/metrics.ts';
import { ORIGIN_VERIFY_HEADER } from '#functions/platform/origin.ts';
import { renderPublishedPage } from '#functions/publish/render-page.ts';
import { setAstroServerEntry } from '#functions/render/astro.ts';
import { ROUTE_GROUPS, ROUTES, routeKey } from '#functions/routes.ts';
import { SCHEDULES } from '#functions/schedules.ts';
import { publicPageKey } from '#functions/site/keys.ts';
import {
  codeBytes,
  LAMBDA_BUILD_OPTIONS,
  LAMBDA_SERVER_DIR,
  PASSWORD_GROUPS,
  RENDERING_GROUPS,
  REPO_ROOT,
} from '../../cdk/bundle.ts';
import { GROUP_TABLE_WRITES } from '../../cdk/lib/api-stack.ts';
import {
  PAGES_CONTENT_SECURITY_POLICY,
  PAGES_REQUEST_FILE,
  UPLOAD_RESPONSE_FILE,
  viewerRequestCode,
} from '../../cdk/lib/cdn-stack.ts';
import { CONVERSIONS_DELIVERY, INGEST_ROUTE_KEYS } from '../../cdk/lib/insights-stack.ts';
import { buildLandingApp, DEFAULT_MAIL_FROM } from '../../cdk/lib/landing-app.ts';
import {
  ALARM_THRESHOLDS,
  DEFAULT_SMS_MONTHLY_LIMIT_USD,
  REQUEST_LOG_PATTERNS,
  REQUEST_METRICS,
} from '../../cdk/lib/monitoring.ts';
import {
  LIVE_ALIAS,
  RouteFunction,
  TABLE_ITEM_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../cdk/lib/route-function.ts';
import { StatefulStack } from '../../cdk/lib/stateful-stack.ts';
import { CONTROLS_SCRIPT, THEME_BOOT_SCRIPT } from '../../src/components/site/scripts.ts';
import { fixture } from '../fixtures/published-pages.ts';
import {
  acknowledgements,
  type Fixtures,
  flat,
  prepareFixtures,
  reportedViolations,
  testApp,
} from './helpers.ts';

/** Tenants and imported certificates are made at run time: the only per-domain wildcards. */
const TENANTS = 'arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution-tenant/*';
const CERTIFICATES = 'arn:<AWS::Partition>:acm:us-east-1:<AWS::AccountId>:certificate/*';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let fixtures: Fixtures;
let landing: ReturnType<typeof buildLandingApp>;
let outdir: string;
let messages: { level: string; id: string; text: string }[];
let templates: {
  alarms: Template;
  stateful: Template;
  gateway: Template;
  insights: Template;
  domains: Template;
  api: Template;
  cdn: Template;
  monitoring: Template;
};

// The bundles and synthesised templates (tens of MB) go with the file.
afterAll(() => {
  if (fixtures) rmSync(fixtures.root, { recursive: true, force: true });
});

// Bundles every route group and the server build, then synthesises four stacks with cdk-nag: slow on a busy machine.
beforeAll(async () => {
  fixtures = await prepareFixtures();
  outdir = path.join(fixtures.root, 'cdk.out');
  const app = testApp(outdir);
  landing = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
  // Synthesis runs cdk-nag and throws on any unacknowledged finding.
  const assembly = app.synth();
  messages = assembly.stacks.flatMap((stack) =>
    stack.messages.map((m) => ({ level: m.level, id: m.id, text: String(m.entry.data) })),
  );
  templates = {
    alarms: Template.fromStack(landing.alarms),
    monitoring: Template.fromStack(landing.monitoring),
    stateful: Template.fromStack(landing.stateful),
    gateway: Template.fromStack(landing.gateway),
    insights: Template.fromStack(landing.insights),
    domains: Template.fromStack(landing.domains),
    api: Template.fromStack(landing.api),
    cdn: Template.fromStack(landing.cdn),
  };
}, 180_000);

const siteBucketId = () =>
  landing.stateful.getLogicalId(landing.stateful.siteBucket.node.defaultChild as CfnBucket);

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

/** The logical id of a route group's `live` alias (RouteFunction.deployGradually). */
function liveAliasId(group: string): string {
  const alias = landing.api.functions.get(group)?.node.findChild('Live');
  return landing.api.getLogicalId(alias?.node.defaultChild as CfnElement);
}

function statements(template: Template): Statement[] {
  return resources(template, 'AWS::IAM::Policy').flatMap(
    ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

describe('bundles', () => {
  it('bundles one ESM handler per route group, without the AWS SDK inside', () => {
    for (const group of ROUTE_GROUPS) {
      const file = path.join(fixtures.lambdaDir, group, 'index.mjs');
      expect(existsSync(file), file).toBe(true);
      expect(existsSync(`${file}.map`)).toBe(true);
      const meta = JSON.parse(readFileSync(path.join(fixtures.lambdaDir, group, 'meta.json'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      expect(Object.keys(meta.inputs).filter((input) => input.includes('node_modules/@aws-sdk/'))).toEqual(
        [],
      );
    }
  });

  it("carries the no-op stand-in for dependencies' `debug` logger, not the real one (cdk/no-debug.ts)", () => {
    for (const group of ROUTE_GROUPS) {
      const meta = JSON.parse(readFileSync(path.join(fixtures.lambdaDir, group, 'meta.json'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      const inputs = Object.keys(meta.inputs);
      expect(
        inputs.filter((input) => /node_modules\/(debug|supports-color)\//.test(input)),
        group,
      ).toEqual([]);
      // The upload's file type sniffing (file-type, through @tokenizer/inflate) is what imports it.
      if (group === 'upload') expect(inputs).toContain('cdk/no-debug.ts');
    }
  });

  it('ships the Astro server build beside the publisher, self-contained, and points the renderer at it', async () => {
    for (const group of ROUTE_GROUPS) {
      const serverDir = path.join(fixtures.lambdaDir, group, LAMBDA_SERVER_DIR);
      expect(existsSync(path.join(serverDir, 'entry.mjs')), group).toBe(RENDERING_GROUPS.includes(group));
    }
    const publishDir = path.join(fixtures.lambdaDir, 'publish');
    expect(readFileSync(path.join(publishDir, 'index.mjs'), 'utf8')).toContain(
      `./${LAMBDA_SERVER_DIR}/entry.mjs`,
    );
    // The fixtures folder is outside the repository: no node_modules to fall back on, as on Lambda.
    expect(path.relative(REPO_ROOT, publishDir).startsWith('..')).toBe(true);
    setAstroServerEntry(path.join(publishDir, LAMBDA_SERVER_DIR, 'entry.mjs'));
    try {
      const { page, doc } = fixture('all-modules');
      const html = await renderPublishedPage({ page, doc, liveUrl: `https://pages.example/${page.id}` });
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain('<title>Every module</title>');
    } finally {
      setAstroServerEntry(path.join(REPO_ROOT, 'dist', 'server', 'entry.mjs'));
    }
    // The first render loads the whole server bundle (about 3.6 MB): slow on a busy machine.
  }, 90_000);

  it('ships the common-password list beside the bundles that set passwords, and reads it from there', () => {
    for (const group of ROUTE_GROUPS) {
      const list = path.join(fixtures.lambdaDir, group, COMMON_PASSWORDS_FILE);
      expect(existsSync(list), group).toBe(PASSWORD_GROUPS.includes(group));
    }
    for (const group of PASSWORD_GROUPS) {
      // The bundle (its entry and the chunks beside it) names the file beside itself and does not carry the list.
      const dir = path.join(fixtures.lambdaDir, group);
      const bundle = readdirSync(dir)
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .join('\n');
      expect(bundle).toContain(`"${COMMON_PASSWORDS_FILE}"`);
      expect(bundle).not.toContain('"1qaz2wsx"');
      const entries = JSON.parse(
        readFileSync(path.join(fixtures.lambdaDir, group, COMMON_PASSWORDS_FILE), 'utf8'),
      ) as string[];
      expect(entries.length).toBeGreaterThan(40_000);
    }
  });

  it('a bundled password rule reads the list beside its bundle, with no node_modules to fall back on', async () => {
    // The rule alone, bundled like a group, in the fixtures folder (outside the repository).
    const dir = path.join(fixtures.lambdaDir, 'password-rule-probe');
    const file = path.join(dir, 'index.mjs');
    await build({
      ...LAMBDA_BUILD_OPTIONS,
      stdin: {
        contents:
          "export { commonPasswordsPath, isCommonPassword } from '#functions/accounts/password-rule.ts';",
        resolveDir: REPO_ROOT,
        loader: 'ts',
      },
      outfile: file,
    });
    copyFileSync(
      path.join(fixtures.lambdaDir, 'user', COMMON_PASSWORDS_FILE),
      path.join(dir, COMMON_PASSWORDS_FILE),
    );
    const probe = (await import(
      pathToFileURL(file).href
    )) as typeof import('#functions/accounts/password-rule.ts');

    expect(probe.commonPasswordsPath()).toBe(path.join(dir, COMMON_PASSWORDS_FILE));
    expect(await probe.isCommonPassword('Password1')).toBe(true);
    expect(await probe.isCommonPassword('Tapir#lantern91')).toBe(false);
  });

  it('keeps every bundle within the size budget of BENCHMARKS.md row 8 (300 KB minified)', () => {
    const sizes = ROUTE_GROUPS.map((group) => {
      // The entry and every chunk beside it: all the code the function ships.
      const meta = JSON.parse(
        readFileSync(path.join(fixtures.lambdaDir, group, 'meta.json'), 'utf8'),
      ) as Metafile;
      return { group, kb: Math.round((codeBytes(meta) / 1024) * 10) / 10 };
    });
    expect(sizes.filter(({ kb }) => kb > 300)).toEqual([]);
  });
});

describe('LandingApi', () => {
  it('has exactly the routes of the route table', () => {
    const routeKeys = resources(templates.api, 'AWS::ApiGatewayV2::Route').map(
      ([, route]) => route.Properties.RouteKey,
    );
    // But the beacon's, which LandingInsights serves on its own API.
    expect(routeKeys.sort()).toEqual(
      ROUTES.map(routeKey)
        .filter((key) => !INGEST_ROUTE_KEYS.includes(key))
        .sort(),
    );
  });

  it("runs every scheduled job of functions/schedules.ts on its group's function, at its period", () => {
    const rules = resources(templates.api, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    for (const schedule of SCHEDULES.filter((s) => s.group)) {
      const rule = rules.find((props) => props.Description === schedule.description);
      // CDK writes whole days or hours in their unit (1440 minutes: "rate(1 day)").
      expect(rule?.ScheduleExpression, schedule.id).toBe(
        EventSchedule.rate(Duration.minutes(schedule.everyMinutes)).expressionString,
      );
      expect(JSON.stringify(rule?.Targets)).toContain(`"${liveAliasId(schedule.group as string)}"`);
    }
    expect(rules).toHaveLength(SCHEDULES.filter((s) => s.group).length);
  });

  it("sends each route to its group's function", () => {
    const integrations = Object.fromEntries(resources(templates.api, 'AWS::ApiGatewayV2::Integration'));
    for (const [, route] of resources(templates.api, 'AWS::ApiGatewayV2::Route')) {
      const target = JSON.stringify(route.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      expect(integrationId, `integration of ${String(route.Properties.RouteKey)}`).toBeDefined();
      const integration = integrations[integrationId as string] as Resource;
      const group = ROUTES.find((r) => routeKey(r) === route.Properties.RouteKey)?.group;
      // The function's live alias (gradual deployment), never $LATEST.
      expect(integration.Properties.IntegrationUri).toEqual({ Ref: liveAliasId(group as string) });
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('runs one Node.js 24 arm64 function per route group with the variables env.ts reads', () => {
    const functions = resources(templates.api, 'AWS::Lambda::Function');
    expect(functions).toHaveLength(ROUTE_GROUPS.length);
    const base = [
      'JWT_SECRET_ARN',
      'LOG_LEVEL',
      'ORIGIN_VERIFY_SECRET',
      'SITE_BUCKET',
      'TABLE_NAME',
      'UPLOADS_BUCKET',
    ];
    // The code senders also say which providers to use and the sender address.
    const extra: Record<string, string[]> = {
      codes: ['MAIL_DRIVER', 'MAIL_FROM', 'SMS_DRIVER'],
      // The domain centre attaches verified domains to the multi-tenant distribution.
      domain: [
        'CDN_CONNECTION_GROUP_ID',
        'CDN_DRIVER',
        'CDN_TENANT_DISTRIBUTION_ID',
        'PLATFORM_CNAME_TARGET',
        // A member cannot add the platform's own names.
        'PUBLIC_ORIGIN',
        'PAGES_ORIGIN',
      ],
      // The publisher, page links and uploads name the pages' and the app's origins; the publish
      // group's daily plan terms send the notice before a plan ends.
      publish: ['PUBLIC_ORIGIN', 'PAGES_ORIGIN', 'MAIL_DRIVER', 'MAIL_FROM', 'SMS_DRIVER'],
      page: ['PUBLIC_ORIGIN', 'PAGES_ORIGIN'],
      upload: ['PUBLIC_ORIGIN', 'PAGES_ORIGIN'],
      // Code senders and checkers read the code HMAC key (the captcha derives its proof-of-work keys
      // from it); the domain centre the domain key.
      user: ['CODE_HMAC_SECRET_ARN'],
      account: ['CODE_HMAC_SECRET_ARN'],
      common: ['CODE_HMAC_SECRET_ARN'],
      // A pixel module's server-side settings seal Conversions API tokens (the domain key's vault).
      conversions: ['DOMAIN_KEY_SECRET_ARN'],
      // The gateways' notifications come back to the app's origin.
      pay: ['PAY_NOTIFY_BASE_URL'],
    };
    extra.codes?.push('CODE_HMAC_SECRET_ARN');
    extra.domain?.push('DOMAIN_KEY_SECRET_ARN');
    for (const [group, routeFunction] of landing.api.functions) {
      const id = landing.api.getLogicalId(routeFunction.function.node.defaultChild as CfnFunction);
      const fn = Object.fromEntries(functions)[id] as Resource;
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort(), group).toEqual([...base, ...(extra[group] ?? [])].sort());
      // Stacks are mapped when logged (functions/platform/stack-map.ts), not at every cold start.
      expect(variables.NODE_OPTIONS).toBeUndefined();
      expect(fn.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
    }
  });

  it('keeps logs for a month', () => {
    for (const [, group] of resources(templates.api, 'AWS::Logs::LogGroup')) {
      expect(group.Properties.RetentionInDays).toBe(30);
    }
    templates.gateway.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
  });

  it('grants item access on the table and its indexes, the secret, and its own logs, nothing more', () => {
    const { table, signingSecret, codeSecret, domainKeySecret, uploadsBucket, siteBucket } = landing.stateful;
    const secretArns = [signingSecret, codeSecret, domainKeySecret].map((secret) =>
      flat(landing.api, secret.secretArn),
    );
    const tableArn = flat(landing.api, table.tableArn);
    const uploads = flat(landing.api, uploadsBucket.bucketArn);
    const site = flat(landing.api, siteBucket.bucketArn);
    // S3, per action and object prefix: new uploads; page documents (page, builder, publish; the
    // domain function deletes published copies); published pages (publish writes, page and domain
    // deletes take them offline); listing only where a missing object must read as 404.
    const s3Allowed = new Set([
      `s3:PutObject ${uploads}/uploads/*`,
      // Builder previews: new objects under random keys, removed by the bucket's lifecycle.
      `s3:PutObject ${site}/preview/*`,
      ...['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].flatMap((a) => [
        `${a} ${uploads}/documents/*`,
        `${a} ${site}/published/*`,
      ]),
      `s3:ListBucket ${uploads}`,
      `s3:ListBucket ${site}`,
    ]);
    const identity = (name: string) =>
      `arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/${name}`;
    const allowed = new Map<string, string[]>([
      ['logs:CreateLogStream,logs:PutLogEvents', ['<log group>']],
      [[...TABLE_ITEM_ACTIONS].sort().join(), [tableArn]],
      // The public functions: reads, and writes only under their own partitions (next test).
      [
        TABLE_ITEM_ACTIONS.filter((a) => !TABLE_WRITE_ACTIONS.includes(a))
          .sort()
          .join(),
        [tableArn],
      ],
      [[...TABLE_WRITE_ACTIONS].sort().join(), [tableArn]],
      ['dynamodb:Query', TABLE_KEYS.indexes.map((index) => `${tableArn}/index/${index.name}`)],
      ['secretsmanager:GetSecretValue', secretArns],
      ['ses:SendEmail', [identity(DEFAULT_MAIL_FROM), identity(DEFAULT_MAIL_FROM.split('@')[1] ?? '')]],
      // Custom domains: the multi-tenant distribution's tenants, certificates imported into ACM.
      [
        'cloudfront:CreateDistributionTenant,cloudfront:DeleteDistributionTenant,cloudfront:GetDistributionTenantByDomain,cloudfront:TagResource,cloudfront:UpdateDistributionTenant',
        [
          flat(landing.api, landing.domains.tenants.distributionArn),
          flat(landing.api, landing.domains.tenants.connectionGroupArn),
          TENANTS,
        ],
      ],
      ['acm:AddTagsToCertificate,acm:ImportCertificate', [CERTIFICATES]],
      ['acm:DeleteCertificate,acm:DescribeCertificate', [CERTIFICATES]],
      // Scheduled jobs' failure destination.
      [
        'sqs:GetQueueAttributes,sqs:GetQueueUrl,sqs:SendMessage',
        [flat(landing.api, landing.api.scheduleFailures.queueArn)],
      ],
    ]);
    for (const statement of statements(templates.api)) {
      const actions = list(statement.Action).sort().join();
      const targets = list(statement.Resource).map((r) => flat(landing.api, r));
      if (actions === 'sns:Publish' && statement.Effect === 'Deny') {
        expect(targets).toEqual(['arn:<AWS::Partition>:sns:*:*:*']);
        continue;
      }
      expect(statement.Effect).toBe('Allow');
      // Active tracing (X-Ray's actions have no resource-level permissions) and SMS to phone numbers
      // (no resource ARN; every topic is denied above): allowed on "*", in one merged statement.
      if (actions.replace('sns:Publish,', '') === 'xray:PutTelemetryRecords,xray:PutTraceSegments') {
        expect(targets).toEqual(['*']);
        continue;
      }
      if (actions.startsWith('s3:')) {
        for (const action of list(statement.Action))
          for (const target of targets)
            expect(s3Allowed.has(`${action} ${target}`), `unexpected grant ${action} on ${target}`).toBe(
              true,
            );
        if (actions === 's3:ListBucket') {
          const prefix = targets[0] === site ? 'published/*' : 'documents/*';
          expect((statement as { Condition?: unknown }).Condition).toEqual({
            StringLike: { 's3:prefix': [prefix] },
          });
        }
        continue;
      }
      expect(allowed.has(actions), `unexpected grant ${actions} on ${targets.join(' ')}`).toBe(true);
      if (actions === 'secretsmanager:GetSecretValue') {
        // One statement per secret a function reads.
        for (const target of targets) expect(secretArns).toContain(target);
        continue;
      }
      if (actions.startsWith('logs:')) {
        expect(targets).toHaveLength(1);
        expect(targets[0]).toMatch(/^<.*Logs[0-9A-F]+\.Arn>$/);
      } else {
        expect(targets.sort()).toEqual([...(allowed.get(actions) ?? [])].sort());
      }
      if (actions.startsWith('acm:Delete'))
        expect((statement as { Condition?: unknown }).Condition).toEqual({
          Null: { 'aws:ResourceTag/landing-builder:domain': 'false' },
        });
      const perDomain = [TENANTS, CERTIFICATES];
      for (const target of targets.filter((t) => !perDomain.includes(t))) expect(target).not.toContain('*');
    }
  });

  it('lets the public functions (start-up data, areas, captcha) write no member or ledger item: only the captcha its own partitions', () => {
    const tableArn = flat(landing.api, landing.stateful.table.tableArn);
    const tableStatementsOf = (group: string) => {
      const role = landing.api.functions.get(group)?.role;
      const roleId = landing.api.getLogicalId(role?.node.defaultChild as CfnRole);
      return resources(templates.api, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        .filter((statement) => list(statement.Resource).some((r) => flat(landing.api, r) === tableArn));
    };
    const writes = (statement: Statement) =>
      list(statement.Action).some((a) => TABLE_WRITE_ACTIONS.includes(a));
    expect(Object.keys(GROUP_TABLE_WRITES).sort()).toEqual(['area', 'common', 'index']);
    for (const group of ['index', 'area']) {
      const table = tableStatementsOf(group);
      expect(table.length, group).toBeGreaterThan(0);
      expect(table.filter(writes), group).toEqual([]);
    }
    const captchaWrites = tableStatementsOf('common').filter(writes);
    expect(captchaWrites).toHaveLength(1);
    expect(list(captchaWrites[0]?.Action ?? []).sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
    expect((captchaWrites[0] as { Condition?: unknown }).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${CAPTCHA_PARTITION_PREFIX}*`] },
    });
    expect(keys.captcha('x').pk.startsWith(CAPTCHA_PARTITION_PREFIX)).toBe(true);
    // Every other group keeps unconditioned item writes (members' items are its job).
    for (const group of ROUTE_GROUPS.filter((g) => !(g in GROUP_TABLE_WRITES))) {
      const table = tableStatementsOf(group).filter(writes);
      expect(table.length, group).toBe(1);
      expect((table[0] as { Condition?: unknown }).Condition, group).toBeUndefined();
    }
  });

  it('lets only the codes and publish (plan notices) functions send email and SMS, only the upload function store uploads, only the page, builder and publish functions read page documents, and only the publisher write published pages', () => {
    const grantsOf = (group: string) => {
      const role = landing.api.functions.get(group)?.role;
      const roleId = landing.api.getLogicalId(role?.node.defaultChild as CfnRole);
      return resources(templates.api, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        .flatMap((statement) =>
          list(statement.Action).flatMap((action) =>
            list(statement.Resource).map((r) => `${statement.Effect} ${action} ${flat(landing.api, r)}`),
          ),
        );
    };
    const uploads = flat(landing.api, landing.stateful.uploadsBucket.bucketArn);
    const site = flat(landing.api, landing.stateful.siteBucket.bucketArn);
    const rw = (prefix: string) =>
      ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'].map((a) => `Allow ${a} ${prefix}`);
    const deletes = (prefix: string) =>
      ['s3:DeleteObject', 's3:PutObject'].map((a) => `Allow ${a} ${prefix}`);
    for (const group of ROUTE_GROUPS) {
      const grants = grantsOf(group);
      const messaging = grants
        .filter((g) => /ses:|sns:/.test(g))
        .map((g) => g.split(' ').slice(0, 2).join(' '))
        .filter((g, i, all) => all.indexOf(g) === i)
        .sort();
      const s3 = grants.filter((g) => g.includes(' s3:'));
      expect(messaging, group).toEqual(
        group === 'codes' || group === 'publish'
          ? ['Allow ses:SendEmail', 'Allow sns:Publish', 'Deny sns:Publish']
          : [],
      );
      const expected: Record<string, string[]> = {
        upload: [`Allow s3:PutObject ${uploads}/uploads/*`],
        page: [
          ...rw(`${uploads}/documents/*`),
          `Allow s3:ListBucket ${uploads}`,
          ...deletes(`${site}/published/*`),
        ],
        builder: rw(`${uploads}/documents/*`),
        // A pixel module's server-side settings check the module in the saved document.
        conversions: [`Allow s3:GetObject ${uploads}/documents/*`],
        // Domain delete takes its pages offline: live objects and published document copies.
        domain: [...deletes(`${uploads}/documents/*`), ...deletes(`${site}/published/*`)],
        publish: [
          ...rw(`${uploads}/documents/*`),
          `Allow s3:ListBucket ${uploads}`,
          ...rw(`${site}/published/*`),
          `Allow s3:ListBucket ${site}`,
          // Builder previews: new objects under preview/ (put only).
          `Allow s3:PutObject ${site}/preview/*`,
        ],
      };
      expect(s3.sort(), group).toEqual((expected[group] ?? []).sort());
      const cdn = grants.filter((g) => /cloudfront:|acm:/.test(g));
      expect(cdn.length > 0, group).toBe(group === 'domain');
    }
  });
});

describe('LandingStateful', () => {
  it('keeps the table with the key schema of the local stores, PITR and encryption', () => {
    const local = createTableInput('any');
    const [[, table] = []] = resources(templates.stateful, 'AWS::DynamoDB::Table');
    expect(table?.DeletionPolicy).toBe('Retain');
    const props = table?.Properties ?? {};
    expect(props.KeySchema).toEqual(local.KeySchema);
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(props.SSESpecification).toEqual({ SSEEnabled: true });
    // Expired sessions, codes, captchas, counters, tickets and expired orders are deleted by TTL.
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
    const indexes = (
      props.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown; Projection: unknown }[]
    )
      .map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }))
      .sort((a, b) => a.IndexName.localeCompare(b.IndexName));
    expect(indexes).toEqual(local.GlobalSecondaryIndexes);
  });

  it('encrypts every bucket, blocks public access, retains it and refuses plain HTTP', () => {
    const buckets = resources(templates.stateful, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(3); // uploads, site, access logs
    for (const [logicalId, bucket] of buckets) {
      expect(bucket.DeletionPolicy, logicalId).toBe('Retain');
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      templates.stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
    const site = Object.fromEntries(buckets)[siteBucketId()];
    expect(site?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('lets CloudFront read only the public prefixes of the site bucket and the uploads', () => {
    const policies = resources(templates.stateful, 'AWS::S3::BucketPolicy');
    const cloudFrontGrants = policies.flatMap(([, policy]) =>
      (
        policy.Properties.PolicyDocument as { Statement: (Statement & { Principal?: unknown })[] }
      ).Statement.filter((s) => JSON.stringify(s.Principal ?? '').includes('cloudfront')),
    );
    expect(cloudFrontGrants).toHaveLength(2);
    for (const grant of cloudFrontGrants) expect(grant.Action).toBe('s3:GetObject');
    const targets = cloudFrontGrants.flatMap((grant) =>
      list(grant.Resource).map((r) => flat(landing.stateful, r)),
    );
    const uploadsId = landing.stateful.getLogicalId(
      landing.stateful.uploadsBucket.node.defaultChild as CfnBucket,
    );
    expect(targets.sort()).toEqual(
      [
        ...['preview/*', 'published/*', 'site/*', 'static/*'].map((p) => `<${siteBucketId()}.Arn>/${p}`),
        `<${uploadsId}.Arn>/uploads/*`,
      ].sort(),
    );
  });
});

describe('LandingCdn', () => {
  type Behavior = Record<string, unknown> & { PathPattern?: string };
  let config: Record<string, unknown> & { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] };
  beforeAll(() => {
    const [[, distribution] = []] = resources(templates.cdn, 'AWS::CloudFront::Distribution');
    config = distribution?.Properties.DistributionConfig as typeof config;
  });
  const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);

  it('runs the viewer-request function (JS 2.0, the script with the platform hosts filled in) on the site behaviours', () => {
    const [functionId, fn] =
      resources(templates.cdn, 'AWS::CloudFront::Function').find(
        ([, f]) => f.Properties.FunctionCode === viewerRequestCode([], '', true),
      ) ?? [];
    expect(fn?.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    const association = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ];
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual(association);
    expect(behavior('/_assets/*')?.FunctionAssociations).toEqual(association);
    expect(behavior('/client/*')?.FunctionAssociations).toBeUndefined();
  });

  it('serves /uploads/* from the uploads bucket through OAC, cached a year, with the upload headers function', () => {
    const uploads = behavior('/uploads/*');
    const origin = (config.Origins as Record<string, unknown>[]).find(
      (o) => o.Id === uploads?.TargetOriginId,
    );
    const uploadsId = landing.stateful.getLogicalId(
      landing.stateful.uploadsBucket.node.defaultChild as CfnBucket,
    );
    expect(JSON.stringify(origin?.DomainName)).toContain(uploadsId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(uploads?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(uploads?.CachePolicyId).toEqual(behavior('/_assets/*')?.CachePolicyId);
    const [functionId] =
      resources(templates.cdn, 'AWS::CloudFront::Function').find(
        ([, f]) => f.Properties.FunctionCode === readFileSync(UPLOAD_RESPONSE_FILE, 'utf8'),
      ) ?? [];
    expect(uploads?.FunctionAssociations).toEqual([
      { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('sends /client/* to the HTTP API uncached but compressed, with every viewer header but Host', () => {
    const api = behavior('/client/*') as
      | (Record<string, unknown> & { CachePolicyId: { Ref: string } })
      | undefined;
    expect(api?.Compress).toBe(true);
    const policy = resources(templates.cdn, 'AWS::CloudFront::CachePolicy').find(
      ([id]) => id === api?.CachePolicyId.Ref,
    )?.[1].Properties.CachePolicyConfig as Record<string, unknown> & {
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> & { QueryStringsConfig: unknown };
    };
    // Nothing is kept without a lifetime from the origin (every answer says no-store)...
    expect([policy.MinTTL, policy.DefaultTTL]).toEqual([0, 0]);
    expect(policy.MaxTTL).toBeLessThanOrEqual(1);
    // ...and every query string is in the key, should anything ever be.
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({
      QueryStringBehavior: 'all',
    });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingBrotli: true,
      EnableAcceptEncodingGzip: true,
    });
    expect(api?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
    const origin = (config.Origins as { Id: string; DomainName: unknown }[]).find(
      (o) => o.Id === api?.TargetOriginId,
    );
    expect(JSON.stringify(origin?.DomainName)).toContain('ApiEndpoint');
  });

  it('reads the site bucket through Origin Access Control', () => {
    const site = (config.Origins as Record<string, unknown>[]).find(
      (o) => o.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    expect(site?.OriginAccessControlId).toBeDefined();
    templates.cdn.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
  });

  it('caches pages for 60 s and hashed assets for a year', () => {
    const policies = Object.fromEntries(resources(templates.cdn, 'AWS::CloudFront::CachePolicy'));
    const ttl = (ref: unknown) => {
      const config = policies[(ref as { Ref: string }).Ref]?.Properties.CachePolicyConfig as Record<
        string,
        number
      >;
      return [config.MinTTL, config.DefaultTTL, config.MaxTTL];
    };
    expect(ttl(config.DefaultCacheBehavior.CachePolicyId)).toEqual([0, 60, 60]);
    expect(ttl(behavior('/_assets/*')?.CachePolicyId)).toEqual([31_536_000, 31_536_000, 31_536_000]);
  });

  it('answers a missing object with the 404 page and status 404', () => {
    expect(config.CustomErrorResponses).toEqual([
      {
        ErrorCode: 403,
        ResponseCode: 404,
        ResponsePagePath: `/${publicPageKey('zh-cn', '404')}`,
        ErrorCachingMinTTL: 10,
      },
    ]);
  });

  it('adds the security headers to every behavior', () => {
    templates.cdn.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });

  it('copies the static build under static/ without pruning, assets immutable', () => {
    const deployments = resources(templates.cdn, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    expect(deployments).toHaveLength(2);
    for (const d of deployments) {
      expect(d.DestinationBucketKeyPrefix).toBe('static/');
      expect(d.Prune).toBe(false);
    }
    expect(deployments.map((d) => d.SystemMetadata)).toEqual(
      expect.arrayContaining([
        { 'cache-control': 'public, max-age=31536000, immutable' },
        { 'cache-control': 'public, max-age=60' },
      ]),
    );
  });
});

describe('published pages on their own origin (LandingCdn)', () => {
  const distributions = () => resources(templates.cdn, 'AWS::CloudFront::Distribution');
  const pagesConfig = () => {
    const id = landing.cdn.getLogicalId(landing.cdn.pagesDistribution.node.defaultChild as CfnDistribution);
    const found = distributions().find(([logicalId]) => logicalId === id)?.[1];
    return found?.Properties.DistributionConfig as Record<string, unknown> & {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: { PathPattern: string }[];
    };
  };

  it('is a second distribution: /{id}, hashed assets and uploads only, no API, its own request function', () => {
    expect(distributions()).toHaveLength(2);
    const config = pagesConfig();
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual([
      '/_assets/*',
      '/_preview/*',
      '/client/insights/collect',
      '/uploads/*',
    ]);
    const [functionId] =
      resources(templates.cdn, 'AWS::CloudFront::Function').find(
        ([, f]) => f.Properties.FunctionCode === readFileSync(PAGES_REQUEST_FILE, 'utf8'),
      ) ?? [];
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('forbids framing by a CSP header on every page, besides each page’s own policy', () => {
    expect(PAGES_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    templates.cdn.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: PAGES_CONTENT_SECURITY_POLICY, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        },
      },
    });
  });

  it('lets only the app frame builder previews, uncached and never indexed; they expire from the bucket', () => {
    const config = pagesConfig() as unknown as {
      CacheBehaviors: {
        PathPattern: string;
        CachePolicyId: string;
        ResponseHeadersPolicyId: { Ref: string };
      }[];
    };
    const preview = config.CacheBehaviors.find((b) => b.PathPattern === '/_preview/*');
    // CachingDisabled, AWS's managed policy.
    expect(preview?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    const policy = resources(templates.cdn, 'AWS::CloudFront::ResponseHeadersPolicy').find(
      ([id]) => id === preview?.ResponseHeadersPolicyId.Ref,
    )?.[1].Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, unknown> & {
        ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
      };
      CustomHeadersConfig: unknown;
    };
    const csp = JSON.stringify(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain('frame-ancestors https://');
    expect(csp).toContain('DomainName');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(policy.SecurityHeadersConfig.FrameOptions).toBeUndefined();
    expect(policy.CustomHeadersConfig).toEqual({
      Items: [{ Header: 'x-robots-tag', Value: 'noindex, nofollow', Override: true }],
    });
    templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'preview/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('answers only on the pages origin when given its certificate', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'lp-cdk-pages-'));
    const app = testApp(outdir);
    app.node.setContext('pagesDomain', 'pages-example.net');
    app.node.setContext(
      'pagesCertificateArn',
      'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
    );
    const built = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
    const cdn = Template.fromStack(built.cdn);
    cdn.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['pages-example.net'] }),
    });
    expect(
      resources(cdn, 'AWS::CloudFront::Function').some(([, f]) =>
        String(f.Properties.FunctionCode).includes('const PAGES_ORIGIN = "https://pages-example.net";'),
      ),
    ).toBe(true);
    rmSync(outdir, { recursive: true, force: true });
  });

  it('gives the app and public pages a strict CSP header: inline scripts by hash only', () => {
    const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policies = resources(templates.cdn, 'AWS::CloudFront::ResponseHeadersPolicy').map(
      ([, p]) =>
        (
          p.Properties.ResponseHeadersPolicyConfig as {
            SecurityHeadersConfig: { ContentSecurityPolicy?: { ContentSecurityPolicy: string } };
          }
        ).SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy ?? '',
    );
    const app = policies.find((p) => p.includes("frame-ancestors 'self'")) ?? '';
    const script = app.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(script).toContain(sha(THEME_BOOT_SCRIPT));
    expect(script).toContain(sha(CONTROLS_SCRIPT));
    expect(script).not.toContain('unsafe');
    expect(app).toContain("object-src 'none'");
  });
});

describe('separate secrets (LandingStateful)', () => {
  it('keeps the signing key, the code HMAC key, the domain-key key and the origin key apart, retained', () => {
    const secrets = resources(templates.stateful, 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(4);
    for (const [, secret] of secrets) expect(secret.DeletionPolicy).toBe('Retain');
  });
});

describe('LandingDomains', () => {
  type Config = Record<string, unknown> & {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: (Record<string, unknown> & { PathPattern: string })[];
    Origins: Record<string, unknown>[];
  };
  let config: Config;
  /** The behaviours of pages and files (the beacon's is tested under LandingInsights). */
  const pageBehaviors = () =>
    config.CacheBehaviors.filter((b) => b.PathPattern !== '/client/insights/collect');
  beforeAll(() => {
    const [[, distribution] = []] = resources(templates.domains, 'AWS::CloudFront::Distribution');
    config = distribution?.Properties.DistributionConfig as Config;
  });

  it('is a tenant-only (multi-tenant) distribution with no host of its own', () => {
    expect(resources(templates.domains, 'AWS::CloudFront::Distribution')).toHaveLength(1);
    expect(config.ConnectionMode).toBe('tenant-only');
    // Settings a multi-tenant distribution refuses (they belong to tenants or the connection group).
    for (const field of ['Aliases', 'CNAMEs', 'PriceClass', 'HttpVersion', 'IPV6Enabled', 'Staging']) {
      expect(config[field], field).toBeUndefined();
    }
    // Tenants are made at run time, one per verified domain, never in the template.
    expect(resources(templates.domains, 'AWS::CloudFront::DistributionTenant')).toEqual([]);
  });

  it('has a connection group (IPv6) whose routing endpoint and ids are outputs', () => {
    templates.domains.hasResourceProperties('AWS::CloudFront::ConnectionGroup', {
      Enabled: true,
      Ipv6Enabled: true,
    });
    const outputs = templates.domains.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['ConnectionGroupId', 'RoutingEndpoint', 'TenantDistributionId']),
    );
    expect(JSON.stringify(outputs.RoutingEndpoint?.Value)).toContain('RoutingEndpoint');
  });

  it('reads the site and uploads buckets through Origin Access Control and maps Host and route with the same function', () => {
    // The S3 origins (the third is the insights beacon's API, tested under LandingInsights).
    const s3Origins = config.Origins.filter((o) => o.Id !== 'insights');
    const [origin, uploadsOrigin] = s3Origins;
    expect(s3Origins).toHaveLength(2);
    expect(JSON.stringify(origin?.DomainName)).toContain(siteBucketId());
    const uploadsId = landing.stateful.getLogicalId(
      landing.stateful.uploadsBucket.node.defaultChild as CfnBucket,
    );
    expect(JSON.stringify(uploadsOrigin?.DomainName)).toContain(uploadsId);
    for (const o of s3Origins) {
      expect(o.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^SiteAccess/), 'Id'] });
    }
    const [functionId, fn] =
      resources(templates.domains, 'AWS::CloudFront::Function').find(
        ([, f]) => f.Properties.FunctionCode === viewerRequestCode([]),
      ) ?? [];
    expect(fn?.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    const association = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ];
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual(association);
    const [uploadFunctionId] =
      resources(templates.domains, 'AWS::CloudFront::Function').find(
        ([, f]) => f.Properties.FunctionCode === readFileSync(UPLOAD_RESPONSE_FILE, 'utf8'),
      ) ?? [];
    expect(pageBehaviors().map((b) => [b.PathPattern, b.TargetOriginId, b.FunctionAssociations])).toEqual([
      ['/_assets/*', 'site', association],
      [
        '/uploads/*',
        'uploads',
        [{ EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [uploadFunctionId, 'FunctionARN'] } }],
      ],
    ]);
    for (const b of [config.DefaultCacheBehavior, ...pageBehaviors()]) {
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });

  it('caches published pages for 60 s and hashed assets for a year, and answers a missing page with the 404 page', () => {
    const policies = Object.fromEntries(resources(templates.domains, 'AWS::CloudFront::CachePolicy'));
    const ttl = (ref: unknown) => {
      const c = policies[(ref as { Ref: string }).Ref]?.Properties.CachePolicyConfig as Record<
        string,
        number
      >;
      return [c.MinTTL, c.DefaultTTL, c.MaxTTL];
    };
    expect(ttl(config.DefaultCacheBehavior.CachePolicyId)).toEqual([0, 60, 60]);
    for (const b of pageBehaviors())
      expect(ttl(b.CachePolicyId), b.PathPattern).toEqual([31_536_000, 31_536_000, 31_536_000]);
    expect(config.CustomErrorResponses).toEqual([
      {
        ErrorCode: 403,
        ResponseCode: 404,
        ResponsePagePath: `/${publicPageKey('zh-cn', '404')}`,
        ErrorCachingMinTTL: 10,
      },
    ]);
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront-domains/' });
  });

  it("gives the domain function the tenant distribution's and connection group's ids", () => {
    const fn = landing.api.functions.get('domain')?.function;
    const id = landing.api.getLogicalId(fn?.node.defaultChild as CfnFunction);
    const [, resource] =
      resources(templates.api, 'AWS::Lambda::Function').find(([logicalId]) => logicalId === id) ?? [];
    const environment = resource?.Properties.Environment as
      | { Variables: Record<string, unknown> }
      | undefined;
    const variables = environment?.Variables ?? {};
    expect(variables.CDN_DRIVER).toBe('cloudfront');
    expect(flat(landing.api, variables.CDN_TENANT_DISTRIBUTION_ID)).toBe(
      flat(landing.api, landing.domains.tenants.distributionId),
    );
    expect(flat(landing.api, variables.CDN_CONNECTION_GROUP_ID)).toBe(
      flat(landing.api, landing.domains.tenants.connectionGroupId),
    );
    // Without -c cnameTarget, members' CNAME target is the connection group's routing endpoint.
    expect(flat(landing.api, variables.PLATFORM_CNAME_TARGET)).toBe(
      flat(landing.api, landing.domains.routingEndpoint),
    );
  });
});

describe('the platform’s addresses: one deploy, with or without a domain', () => {
  const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
  const variablesOf = (built: ReturnType<typeof buildLandingApp>, group: string) => {
    const fn = built.api.functions.get(group)?.function.node.defaultChild as CfnFunction;
    const resolved = built.api.resolve(fn.environment) as { variables: Record<string, unknown> };
    return resolved.variables;
  };
  const outputsOf = (stack: Stack) =>
    Template.fromStack(stack).toJSON().Outputs as Record<string, { Value: unknown; Description?: string }>;

  it('without -c domain, gives the functions the distributions’ own names and members the routing endpoint; no placeholder anywhere', () => {
    const appName = flat(landing.api, `https://${landing.cdn.distribution.distributionDomainName}`);
    const pagesName = flat(landing.api, `https://${landing.cdn.pagesDistribution.distributionDomainName}`);
    for (const group of ['publish', 'page', 'upload', 'domain']) {
      const variables = variablesOf(landing, group);
      expect(flat(landing.api, variables.PUBLIC_ORIGIN), group).toBe(appName);
      expect(flat(landing.api, variables.PAGES_ORIGIN), group).toBe(pagesName);
    }
    // The CDN does not wait for the functions: the API's routes and functions come after it.
    const names = (stack: Stack) => stack.dependencies.map((d) => d.stackName);
    expect(names(landing.api)).toContain('LandingCdn');
    expect(names(landing.cdn)).toContain('LandingGateway');
    expect(names(landing.cdn)).not.toContain('LandingApi');
    // The seed step is printed with this deployment's names.
    expect(flat(landing.api, outputsOf(landing.api).NextStepSeed?.Value)).toMatch(
      /^TABLE_NAME=\S+ SITE_BUCKET=\S+ UPLOADS_BUCKET=\S+ AWS_REGION=\S+ npm run ops -- seed --aws$/,
    );
    const site = outputsOf(landing.cdn).SiteUrl;
    expect(site?.Description).toContain('no -c domain= was given');
    expect(outputsOf(landing.cdn).PagesUrl?.Description).toContain('no -c pagesDomain= was given');
    // What `cdk deploy` prints: the values.
    expect(outputsOf(landing.cdn).SiteUrlNote?.Value).toContain('No -c domain= was given');
    expect(outputsOf(landing.cdn).PagesUrlNote?.Value).toContain('No -c pagesDomain= was given');
    expect(flat(landing.api, outputsOf(landing.api).MemberCnameTarget?.Value)).toBe(
      flat(landing.api, landing.domains.routingEndpoint),
    );
    for (const template of Object.values(templates))
      expect(JSON.stringify(template.toJSON())).not.toMatch(/landinggo(-pages)?\.example/);
    // Old /{id} links cannot exist on a fresh CloudFront name: the app's distribution answers 404 there.
    expect(
      resources(templates.cdn, 'AWS::CloudFront::Function').some(([, f]) =>
        String(f.Properties.FunctionCode).includes('const PAGES_ELSEWHERE = true;'),
      ),
    ).toBe(true);
  });

  it('with -c domain and -c certificateArn, serves the app on that domain and names it to the functions', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'lp-cdk-domain-'));
    const app = testApp(outdir);
    app.node.setContext('domain', 'Example.com');
    app.node.setContext('certificateArn', CERT);
    app.node.setContext('cnameTarget', 'domains.example.com');
    const built = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
    const [[, appDistribution] = []] = resources(
      Template.fromStack(built.cdn),
      'AWS::CloudFront::Distribution',
    );
    expect(appDistribution?.Properties.DistributionConfig).toMatchObject({
      Aliases: ['example.com'],
      ViewerCertificate: {
        AcmCertificateArn: CERT,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    const pagesName = flat(built.api, `https://${built.cdn.pagesDistribution.distributionDomainName}`);
    for (const group of ['publish', 'page', 'upload', 'domain']) {
      const variables = variablesOf(built, group);
      expect(variables.PUBLIC_ORIGIN, group).toBe('https://example.com');
      expect(flat(built.api, variables.PAGES_ORIGIN), group).toBe(pagesName);
    }
    expect(variablesOf(built, 'domain').PLATFORM_CNAME_TARGET).toBe('domains.example.com');
    // With a certificate ARN the DNS is the operator's: no record is made.
    Template.fromStack(built.cdn).resourceCountIs('AWS::Route53::RecordSet', 0);
    expect(outputsOf(built.cdn).SiteUrl?.Value).toBe('https://example.com');
    expect(outputsOf(built.cdn).SiteUrlNote).toBeUndefined();
    // The platform's own host is no member's domain on either the app's or the custom domains' distribution.
    for (const stack of [built.cdn, built.domains])
      expect(
        resources(Template.fromStack(stack), 'AWS::CloudFront::Function').some(([, f]) =>
          String(f.Properties.FunctionCode).includes('const PLATFORM_HOSTS = ["example.com"];'),
        ),
        stack.stackName,
      ).toBe(true);
    rmSync(outdir, { recursive: true, force: true });
  });

  it('with -c hostedZoneId instead of a certificate ARN, makes DNS-validated certificates in us-east-1 before the CDN and serves on them', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'lp-cdk-zone-'));
    const app = testApp(outdir);
    app.node.setContext('domain', 'example.com');
    app.node.setContext('hostedZoneId', 'Z0123456789ABCDEFGHIJ');
    app.node.setContext('pagesDomain', 'example-pages.net');
    app.node.setContext('pagesHostedZoneId', 'Z9876543210ZYXWVUTSRQ');
    const built = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
    const certificates = built.certificates as Stack;
    expect(certificates.stackName).toBe('LandingCertificates');
    expect(certificates.region).toBe('us-east-1');
    const template = Template.fromStack(certificates);
    const made = resources(template, 'AWS::CertificateManager::Certificate').map(([id, r]) => [
      id,
      r.Properties,
    ]) as [string, Record<string, unknown>][];
    expect(made.map(([, p]) => [p.DomainName, p.ValidationMethod, p.DomainValidationOptions])).toEqual([
      ['example.com', 'DNS', [{ DomainName: 'example.com', HostedZoneId: 'Z0123456789ABCDEFGHIJ' }]],
      [
        'example-pages.net',
        'DNS',
        [{ DomainName: 'example-pages.net', HostedZoneId: 'Z9876543210ZYXWVUTSRQ' }],
      ],
    ]);
    // Each certificate's ARN is an output, read by LandingCdn at deploy time; LandingCdn comes after.
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const outputFor = (certificateId: string) =>
      Object.entries(outputs).find(
        ([, o]) => JSON.stringify(o.Value) === JSON.stringify({ Ref: certificateId }),
      )?.[0];
    const [appCertificate, pagesCertificate] = made.map(([id]) => outputFor(id));
    expect(appCertificate).toBeDefined();
    expect(pagesCertificate).toBeDefined();
    const read = (outputName: string | undefined) => ({
      'Fn::GetStackOutput': { StackName: 'LandingCertificates', OutputName: outputName, Region: 'us-east-1' },
    });
    const distributions = resources(Template.fromStack(built.cdn), 'AWS::CloudFront::Distribution').map(
      ([, r]) => r.Properties.DistributionConfig as { Aliases?: string[]; ViewerCertificate?: unknown },
    );
    expect(distributions.map((d) => [d.Aliases, d.ViewerCertificate])).toEqual([
      [
        ['example.com'],
        {
          AcmCertificateArn: read(appCertificate),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      ],
      [
        ['example-pages.net'],
        {
          AcmCertificateArn: read(pagesCertificate),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      ],
    ]);
    expect(built.cdn.dependencies.map((d) => d.stackName)).toContain('LandingCertificates');
    // Each name points at its distribution: alias A and AAAA records in its zone.
    const cdnTemplate = Template.fromStack(built.cdn);
    const [appId, pagesId] = [built.cdn.distribution, built.cdn.pagesDistribution].map((d) =>
      built.cdn.getLogicalId(d.node.defaultChild as CfnElement),
    );
    const records = resources(cdnTemplate, 'AWS::Route53::RecordSet').map(([, r]) => {
      const p = r.Properties as {
        Name: string;
        Type: string;
        HostedZoneId: string;
        AliasTarget: { DNSName: unknown };
      };
      return [p.Name, p.Type, p.HostedZoneId, JSON.stringify(p.AliasTarget.DNSName)];
    });
    expect(records.sort()).toEqual(
      [
        [
          'example.com.',
          'A',
          'Z0123456789ABCDEFGHIJ',
          JSON.stringify({ 'Fn::GetAtt': [appId, 'DomainName'] }),
        ],
        [
          'example.com.',
          'AAAA',
          'Z0123456789ABCDEFGHIJ',
          JSON.stringify({ 'Fn::GetAtt': [appId, 'DomainName'] }),
        ],
        [
          'example-pages.net.',
          'A',
          'Z9876543210ZYXWVUTSRQ',
          JSON.stringify({ 'Fn::GetAtt': [pagesId, 'DomainName'] }),
        ],
        [
          'example-pages.net.',
          'AAAA',
          'Z9876543210ZYXWVUTSRQ',
          JSON.stringify({ 'Fn::GetAtt': [pagesId, 'DomainName'] }),
        ],
      ].sort(),
    );
    expect(variablesOf(built, 'publish').PUBLIC_ORIGIN).toBe('https://example.com');
    expect(variablesOf(built, 'publish').PAGES_ORIGIN).toBe('https://example-pages.net');
    // cdk-nag passes on the certificates' stack too (synthesis throws on a finding).
    expect(() => app.synth()).not.toThrow();
    // With a certificate ARN, or no domain, nothing is made.
    expect(landing.certificates).toBeUndefined();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('refuses a domain without its certificate, a certificate outside us-east-1, and pages under the app’s domain', () => {
    const attempt = (context: Record<string, string>) => () => {
      const outdir = mkdtempSync(path.join(tmpdir(), 'lp-cdk-bad-'));
      try {
        const app = testApp(outdir);
        for (const [key, value] of Object.entries(context)) app.node.setContext(key, value);
        buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    };
    expect(attempt({ domain: 'example.com' })).toThrow('needs -c certificateArn=');
    expect(attempt({ domain: 'example.com' })).toThrow('or -c hostedZoneId=');
    expect(attempt({ hostedZoneId: 'Z0123456789ABCDEFGHIJ' })).toThrow('-c hostedZoneId= needs -c domain=');
    expect(
      attempt({ domain: 'example.com', certificateArn: CERT, hostedZoneId: 'Z0123456789ABCDEFGHIJ' }),
    ).toThrow('not both');
    expect(attempt({ domain: 'example.com', hostedZoneId: 'example.com' })).toThrow(
      '-c hostedZoneId=example.com: give the id of the Route 53 hosted zone',
    );
    expect(attempt({ pagesDomain: 'example-pages.net', pagesHostedZoneId: 'zabc' })).toThrow(
      '-c pagesHostedZoneId=zabc',
    );
    expect(attempt({ certificateArn: CERT })).toThrow('needs -c domain=');
    expect(
      attempt({ domain: 'example.com', certificateArn: CERT.replace('us-east-1', 'eu-west-1') }),
    ).toThrow('in us-east-1');
    expect(
      attempt({
        domain: 'example.com',
        certificateArn: CERT,
        pagesDomain: 'pages.example.com',
        pagesCertificateArn: CERT,
      }),
    ).toThrow('registrable domain of their own');
    expect(attempt({ cnameTarget: 'https://domains.example.com/' })).toThrow('-c cnameTarget=');
  });
});

describe('LandingInsights', () => {
  it('serves the beacon on its own HTTP API, from a function that may only put records into the stream', () => {
    const routes = resources(templates.insights, 'AWS::ApiGatewayV2::Route').map(
      ([, r]) => r.Properties.RouteKey,
    );
    expect(routes).toEqual(INGEST_ROUTE_KEYS);
    const puts = statements(templates.insights).filter((s) =>
      list(s.Action).some((a) => a.startsWith('kinesis:Put')),
    );
    expect(puts.map((s) => s.Action)).toEqual(['kinesis:PutRecord']);
    const collect = resources(templates.insights, 'AWS::Lambda::Function').find(([, f]) =>
      JSON.stringify(f.Properties.Environment).includes('INSIGHTS_STREAM_NAME'),
    );
    expect(collect).toBeDefined();
  });

  it('keeps the events in an encrypted on-demand Kinesis stream for a day', () => {
    templates.insights.hasResourceProperties('AWS::Kinesis::Stream', {
      StreamModeDetails: { StreamMode: 'ON_DEMAND' },
      StreamEncryption: { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' },
      RetentionPeriodHours: 24,
    });
  });

  it('aggregates in shard order, in batches, reporting the failed record, with a dead-letter queue', () => {
    const [, mapping] =
      resources(templates.insights, 'AWS::Lambda::EventSourceMapping').find(([, m]) =>
        JSON.stringify(m.Properties.EventSourceArn).includes('Events'),
      ) ?? [];
    expect(mapping?.Properties).toMatchObject({
      BatchSize: 1000,
      MaximumBatchingWindowInSeconds: 5,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: false,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      StartingPosition: 'TRIM_HORIZON',
    });
    expect(JSON.stringify(mapping?.Properties.DestinationConfig)).toContain('DeadLetters');
    templates.insights.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('delivers conversion jobs from an encrypted SQS queue with a dead-letter queue, one job per call', () => {
    const queues = resources(templates.insights, 'AWS::SQS::Queue');
    const [, queue] = queues.find(([id]) => id.startsWith('Conversions')) ?? [];
    expect(queue?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: CONVERSIONS_DELIVERY.retentionPeriod.toSeconds(),
      VisibilityTimeout: CONVERSIONS_DELIVERY.visibilityTimeout.toSeconds(),
      RedrivePolicy: { maxReceiveCount: CONVERSIONS_DELIVERY.maxReceiveCount },
    });
    expect(JSON.stringify(queue?.Properties.RedrivePolicy)).toContain('ConversionDeadLetters');
    const [, mapping] =
      resources(templates.insights, 'AWS::Lambda::EventSourceMapping').find(([, m]) =>
        JSON.stringify(m.Properties.EventSourceArn).includes('Conversions'),
      ) ?? [];
    expect(mapping?.Properties).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const functions = resources(templates.insights, 'AWS::Lambda::Function');
    const delivery = functions.find(([id]) => id.startsWith('ConversionsDelivery'));
    expect(delivery?.[1].Properties).toMatchObject({
      Timeout: CONVERSIONS_DELIVERY.functionTimeout.toSeconds(),
    });
    const variables = JSON.stringify(delivery?.[1].Properties.Environment);
    for (const name of ['CONVERSIONS_QUEUE_URL', 'DOMAIN_KEY_SECRET_ARN', 'UPLOADS_BUCKET', 'TABLE_NAME'])
      expect(variables).toContain(name);
    // Collect and the delivery (its retries) may only send to the conversions queue.
    const sends = statements(templates.insights).filter(
      (s) => list(s.Action).includes('sqs:SendMessage') && JSON.stringify(s.Resource).includes('Conversions'),
    );
    expect(sends).toHaveLength(2);
    // Beside sending, only what the event source needs to consume (the delivery's statement).
    const consume = [
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:ReceiveMessage',
    ];
    for (const send of sends)
      expect(list(send.Action).filter((a) => a !== 'sqs:SendMessage' && !consume.includes(a))).toEqual([]);
    const collect = functions.find(([, f]) =>
      JSON.stringify(f.Properties.Environment).includes('INSIGHTS_STREAM_NAME'),
    );
    expect(JSON.stringify(collect?.[1].Properties.Environment)).toContain('CONVERSIONS_QUEUE_URL');
  });

  it('routes the beacon first-party on custom domains and the pages origin, uncached, with the viewer headers', () => {
    const [[, distribution] = []] = resources(templates.domains, 'AWS::CloudFront::Distribution');
    const config = distribution?.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
    };
    const collect = config.CacheBehaviors.find((b) => b.PathPattern === '/client/insights/collect');
    expect(collect).toMatchObject({
      TargetOriginId: 'insights',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    expect(collect?.FunctionAssociations).toBeUndefined();
    expect(config.Origins.map((o) => o.Id)).toContain('insights');
  });
});

describe('gradual deployment (CodeDeploy canary on the live alias)', () => {
  it('sends every route and schedule to its function’s live alias, which CodeDeploy shifts 10 % first and rolls back on the function’s alarms', () => {
    const aliases = resources(templates.api, 'AWS::Lambda::Alias');
    expect(aliases).toHaveLength(ROUTE_GROUPS.length);
    for (const [, alias] of aliases) expect(alias.Properties.Name).toBe(LIVE_ALIAS);
    const groups = resources(templates.api, 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(ROUTE_GROUPS.length);
    for (const [, group] of groups) {
      expect(JSON.stringify(group.Properties.DeploymentConfigName)).toContain('Canary10Percent5Minutes');
      expect(group.Properties.AutoRollbackConfiguration).toMatchObject({
        Enabled: true,
        Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
      });
      const alarms = (group.Properties.AlarmConfiguration as { Alarms: unknown[]; Enabled: boolean }).Alarms;
      // Errors, throttles and p99 duration of that function, and its internal errors (request log).
      expect(alarms).toHaveLength(4);
    }
    // API integrations and schedule targets name the alias (ARN ending :live), never $LATEST.
    const integrations = resources(templates.api, 'AWS::ApiGatewayV2::Integration');
    for (const [, integration] of integrations) {
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain('Live');
    }
    for (const [, rule] of resources(templates.api, 'AWS::Events::Rule')) {
      expect(JSON.stringify(rule.Properties.Targets)).toContain('Live');
    }
  });

  it('deploys the beacon, the insights aggregator and the conversions delivery the same way; the queue and stream invoke the alias', () => {
    const aliases = resources(templates.insights, 'AWS::Lambda::Alias');
    expect(aliases).toHaveLength(3);
    for (const [, alias] of aliases) expect(alias.Properties.Name).toBe(LIVE_ALIAS);
    const groups = resources(templates.insights, 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(3);
    for (const [, group] of groups) {
      expect(JSON.stringify(group.Properties.DeploymentConfigName)).toContain('Canary10Percent5Minutes');
      expect(group.Properties.AutoRollbackConfiguration).toMatchObject({
        Enabled: true,
        Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
      });
    }
    // The beacon's function also rolls back on its request log's internal errors; the others have no requests.
    expect(
      groups
        .map(([, group]) => (group.Properties.AlarmConfiguration as { Alarms: unknown[] }).Alarms.length)
        .sort(),
    ).toEqual([3, 3, 4]);
    const aliasIds = aliases.map(([id]) => id);
    const mappings = resources(templates.insights, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(2);
    for (const [id, mapping] of mappings) {
      // The function name qualified by the alias (name:live, taken from the alias's ARN), never $LATEST.
      const [, parts] = (mapping.Properties.FunctionName as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
      expect(parts.at(-1), id).toBe(`:${LIVE_ALIAS}`);
      expect(aliasIds, id).toContain(/"Ref":"([^"]+)"/.exec(JSON.stringify(parts[0]))?.[1]);
    }
  });
});

describe('the APIs answer only through CloudFront (x-origin-verify)', () => {
  /** The value CloudFormation resolves from LandingStateful's OriginVerifyKey at deploy time. */
  const isOriginSecret = (stack: Stack, value: unknown) => {
    const text = JSON.stringify(stack.resolve(value));
    return (
      text.startsWith('{"Fn::Join":["",["{{resolve:secretsmanager:"') &&
      text.includes('OriginVerifyKey') &&
      text.endsWith('":SecretString:::}}"]]}')
    );
  };

  it('has CloudFront add the origin secret to every request to the API and the beacon’s API', () => {
    const origins = (template: Template) =>
      resources(template, 'AWS::CloudFront::Distribution').flatMap(
        ([, d]) => (d.Properties.DistributionConfig as { Origins: Record<string, unknown>[] }).Origins,
      );
    const apiOrigins = [
      ...origins(templates.cdn).filter((o) => 'CustomOriginConfig' in o),
      ...origins(templates.domains).filter((o) => o.Id === 'insights'),
    ];
    // The app's /client/*, the pages origin's beacon, the custom domains' beacon.
    expect(apiOrigins).toHaveLength(3);
    for (const origin of apiOrigins) {
      const headers = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
      const header = headers.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
      const stack = origins(templates.cdn).includes(origin) ? landing.cdn : landing.domains;
      expect(isOriginSecret(stack, header?.HeaderValue), JSON.stringify(header)).toBe(true);
    }
  });

  it('gives every API function the value to require, so the execute-api address alone is refused', () => {
    const functions = [
      ...resources(templates.api, 'AWS::Lambda::Function').map(([, fn]) => [landing.api, fn] as const),
      ...resources(templates.insights, 'AWS::Lambda::Function')
        .filter(([id]) => id.startsWith('Collect'))
        .map(([, fn]) => [landing.insights, fn] as const),
    ];
    expect(functions).toHaveLength(ROUTE_GROUPS.length + 1);
    for (const [stack, fn] of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(isOriginSecret(stack, variables.ORIGIN_VERIFY_SECRET)).toBe(true);
    }
    templates.stateful.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Description: Match.stringLikeRegexp('x-origin-verify') }),
    });
  });
});

describe('whole app', () => {
  it('grants no action "*" or "service:*" and no resource "*" anywhere but SMS publishing', () => {
    const stacks: [Stack, Template][] = [
      [landing.alarms, templates.alarms],
      [landing.monitoring, templates.monitoring],
      [landing.stateful, templates.stateful],
      [landing.insights, templates.insights],
      [landing.domains, templates.domains],
      [landing.api, templates.api],
      [landing.cdn, templates.cdn],
    ];
    for (const [stack, template] of stacks) {
      for (const statement of statements(template)) {
        for (const action of list(statement.Action)) expect(action).not.toMatch(/(^|:)\*$/);
        // SNS SMS to a phone number has no resource ARN (topics are denied beside it); nor has X-Ray.
        if (list(statement.Action).every((action) => action === 'sns:Publish' || action.startsWith('xray:')))
          continue;
        for (const resource of list(statement.Resource))
          expect(flat(stack, resource), `${stack.stackName} ${list(statement.Action).join()}`).not.toBe('*');
      }
    }
  });

  it('passes cdk-nag AwsSolutions checks and CDK warnings with none left unexplained', () => {
    expect(reportedViolations(outdir)).toEqual([]);
    expect(messages.filter((m) => m.level !== 'info')).toEqual([]);
    const acks = acknowledgements(landing.api.node.root);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(40);
  });

  it('fails synthesis when a resource breaks an AwsSolutions rule', async () => {
    const app = testApp(path.join(fixtures.root, 'cdk.out.bad'));
    const { api } = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
    new Bucket(api, 'CarelessBucket');
    expect(() => app.synth()).toThrow();
    expect(reportedViolations(path.join(fixtures.root, 'cdk.out.bad'))).toEqual(
      expect.arrayContaining([expect.stringContaining('AwsSolutions-S1')]),
    );
  });
});

describe('RouteFunction.bindBucket', () => {
  it('grants object access under the given prefixes only, acknowledged for cdk-nag', () => {
    const outdir = path.join(fixtures.root, 'cdk.out.buckets');
    const app = testApp(outdir);
    const stateful = new StatefulStack(app, 'Data');
    const stack = new Stack(app, 'Functions');
    const [group] = ROUTE_GROUPS;
    new RouteFunction(stack, 'Fn', {
      group: String(group),
      codeDir: path.join(fixtures.lambdaDir, String(group)),
      routeKeys: [],
    })
      .bindBucket('UPLOADS_BUCKET', stateful.uploadsBucket, { read: [''], write: ['avatars/', 'files/'] })
      .bindBucket('SITE_BUCKET', stateful.siteBucket, { write: ['published/'] });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

    expect(() => app.synth()).not.toThrow();
    expect(reportedViolations(outdir)).toEqual([]);
    // Statements are merged by the minimizePolicies flag: compare resources per action.
    const grants: Record<string, string[]> = {};
    for (const statement of statements(Template.fromStack(stack))) {
      for (const action of list(statement.Action).filter((a) => a.startsWith('s3:'))) {
        grants[action] = [
          ...(grants[action] ?? []),
          ...list(statement.Resource).map((r) => flat(stack, r)),
        ].sort();
      }
    }
    const uploads = flat(stack, stateful.uploadsBucket.bucketArn);
    const site = flat(stack, stateful.siteBucket.bucketArn);
    const written = [`${uploads}/avatars/*`, `${uploads}/files/*`, `${site}/published/*`].sort();
    expect(grants).toEqual({
      's3:GetObject': [`${uploads}/*`],
      's3:PutObject': written,
      's3:DeleteObject': written,
    });
  });
});

describe('monitoring (LandingAlarms, LandingMonitoring)', () => {
  type AlarmProps = {
    MetricName?: string;
    Namespace?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    AlarmActions?: unknown[];
    Metrics?: {
      MetricStat?: {
        Metric: { MetricName: string; Namespace?: string; Dimensions?: { Name: string; Value: unknown }[] };
      };
    }[];
  };
  const alarmsOf = (template: Template) =>
    resources(template, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties as AlarmProps);
  const topicRef = (stack: Stack) => flat(stack, landing.alarms.topic.topicArn);

  it('gives every function alarms on errors, throttles and p99 duration, notifying the alarm topic', () => {
    for (const [stack, template] of [
      [landing.api, templates.api],
      [landing.insights, templates.insights],
    ] as const) {
      const alarms = alarmsOf(template);
      const functions = resources(template, 'AWS::Lambda::Function').filter(
        ([, fn]) => fn.Properties.Runtime === 'nodejs24.x',
      );
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, fn] of functions) {
        expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
        const mine = alarms.filter(
          (alarm) =>
            alarm.Namespace === 'AWS/Lambda' &&
            alarm.Dimensions?.some((d) => JSON.stringify(d.Value) === JSON.stringify({ Ref: id })),
        );
        expect(mine.map((alarm) => alarm.MetricName).sort(), id).toEqual(['Duration', 'Errors', 'Throttles']);
        for (const alarm of mine)
          expect(alarm.AlarmActions?.map((a) => flat(stack, a))).toEqual([topicRef(stack)]);
      }
    }
  });

  it('alarms on each HTTP API’s 5xx share and p99 latency, and on every dead-letter queue', () => {
    for (const template of [templates.api, templates.insights]) {
      const alarms = alarmsOf(template);
      const latency = alarms.filter((a) => a.Namespace === 'AWS/ApiGateway' && a.MetricName === 'Latency');
      expect(latency).toHaveLength(1);
      const rates = alarms.filter((a) => a.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === '5xx'));
      expect(rates).toHaveLength(1);
      const queues = alarms.filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
      // LandingApi: the scheduled runs' queue; LandingInsights: the aggregator's and the conversions'.
      expect(queues).toHaveLength(template === templates.api ? 1 : 2);
    }
    // The scheduled jobs: EventBridge's dead-letter queue and the functions' failure destination.
    const queueArn = flat(landing.api, landing.api.scheduleFailures.queueArn);
    const rules = resources(templates.api, 'AWS::Events::Rule');
    expect(rules.length).toBe(SCHEDULES.filter((s) => s.group).length);
    for (const [, rule] of rules) {
      const [target] = rule.Properties.Targets as { DeadLetterConfig?: { Arn: unknown } }[];
      expect(flat(landing.api, target?.DeadLetterConfig?.Arn)).toBe(queueArn);
    }
    const invokeConfigs = resources(templates.api, 'AWS::Lambda::EventInvokeConfig');
    expect(invokeConfigs.length).toBe(new Set(SCHEDULES.filter((s) => s.group).map((s) => s.group)).size);
    for (const [, config] of invokeConfigs) {
      const destination = (config.Properties.DestinationConfig as { OnFailure: { Destination: unknown } })
        .OnFailure;
      expect(flat(landing.api, destination.Destination)).toBe(queueArn);
    }
  });

  it('alarms on the table’s throttles and system errors and on each distribution’s 5xx rate', () => {
    const alarms = alarmsOf(templates.monitoring);
    const tableMetrics = alarms.map(
      (a) => a.Metrics?.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : [])) ?? [],
    );
    expect(
      tableMetrics.filter((names) => names.length > 0 && names.every((n) => n === 'ThrottledRequests')),
    ).toHaveLength(1);
    expect(
      tableMetrics.filter((names) => names.length > 0 && names.every((n) => n === 'SystemErrors')),
    ).toHaveLength(1);
    const cdn = alarms.filter((a) =>
      a.Metrics?.some(
        (m) =>
          m.MetricStat?.Metric.MetricName === '5xxErrorRate' &&
          m.MetricStat.Metric.Namespace === 'AWS/CloudFront',
      ),
    );
    expect(cdn).toHaveLength(3);
    for (const alarm of alarms)
      expect(alarm.AlarmActions?.map((a) => flat(landing.monitoring, a))).toEqual([
        topicRef(landing.monitoring),
      ]);
  });

  it('alarms on SES bounce and complaint rates and on the month’s SMS spend, notifying the alarm topic', () => {
    const alarms = resources(templates.monitoring, 'AWS::CloudWatch::Alarm').map(
      ([, r]) => r.Properties as AlarmProps & { Threshold?: number },
    );
    const byMetric = (namespace: string, name: string) =>
      alarms.filter(
        (a) =>
          (a.Namespace === namespace && a.MetricName === name) ||
          a.Metrics?.some(
            (m) => m.MetricStat?.Metric.Namespace === namespace && m.MetricStat.Metric.MetricName === name,
          ),
      );
    expect(byMetric('AWS/SES', 'Reputation.BounceRate').map((a) => a.Threshold)).toEqual([
      ALARM_THRESHOLDS.sesBounceRate,
    ]);
    expect(byMetric('AWS/SES', 'Reputation.ComplaintRate').map((a) => a.Threshold)).toEqual([
      ALARM_THRESHOLDS.sesComplaintRate,
    ]);
    expect(byMetric('AWS/SNS', 'SMSMonthToDateSpentUSD').map((a) => a.Threshold)).toEqual([
      DEFAULT_SMS_MONTHLY_LIMIT_USD * ALARM_THRESHOLDS.smsSpendShare,
    ]);
    for (const alarm of [
      ...byMetric('AWS/SES', 'Reputation.BounceRate'),
      ...byMetric('AWS/SNS', 'SMSMonthToDateSpentUSD'),
    ])
      expect(alarm.AlarmActions?.map((a) => flat(landing.monitoring, a))).toEqual([
        topicRef(landing.monitoring),
      ]);
  });

  it('alarms on the product’s own metrics (Powertools EMF): reconciler problems, a long review wait, certificates near their end', () => {
    type Stat = { Metric: { MetricName: string; Namespace?: string }; Stat: string; Period: number };
    const alarms = alarmsOf(templates.monitoring) as (Omit<AlarmProps, 'Metrics'> & {
      Threshold?: number;
      Metrics?: { MetricStat?: Stat }[];
    })[];
    // A labelled metric is rendered as a one-metric query (Metrics[0].MetricStat).
    const byName = (name: string) =>
      alarms.flatMap((alarm) =>
        (alarm.Metrics ?? [])
          .flatMap((m) => (m.MetricStat ? [m.MetricStat] : []))
          .filter((stat) => stat.Metric.Namespace === METRICS_NAMESPACE && stat.Metric.MetricName === name)
          .map((stat) => ({ alarm, stat })),
      );
    const expected = [
      [BUSINESS_METRICS.reconcileProblems, ALARM_THRESHOLDS.reconcileProblems, 'Sum', 300],
      [
        BUSINESS_METRICS.oldestReviewWaitSeconds,
        ALARM_THRESHOLDS.orderReviewWaitHours * 3600,
        'Maximum',
        300,
      ],
      [BUSINESS_METRICS.certificatesExpiringSoon, ALARM_THRESHOLDS.certificatesExpiring, 'Maximum', 86_400],
    ] as const;
    for (const [name, threshold, statistic, period] of expected) {
      const found = byName(name);
      expect(found, name).toHaveLength(1);
      const [{ alarm, stat }] = found as [(typeof found)[number]];
      expect(alarm.Threshold, name).toBe(threshold);
      expect(stat, name).toMatchObject({
        Stat: statistic,
        Period: period,
        Metric: { Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }] },
      });
      expect(alarm.AlarmActions?.map((a) => flat(landing.monitoring, a))).toEqual([
        topicRef(landing.monitoring),
      ]);
    }
  });

  it('derives metrics from every API function’s JSON request log and alarms on its internal errors, rolling back on them', () => {
    type Filter = {
      LogGroupName: unknown;
      FilterPattern: string;
      MetricTransformations: {
        MetricNamespace: string;
        MetricName: string;
        MetricValue: string;
        Dimensions?: { Key: string; Value: string }[];
      }[];
    };
    type AlarmFull = AlarmProps & { Statistic?: string; Period?: number; Threshold?: number };
    const apiFunctions: [Stack, string, RouteFunction][] = [
      ...[...landing.api.functions].map(
        ([group, fn]) => [landing.api, `API ${group}`, fn] as [Stack, string, RouteFunction],
      ),
      [landing.insights, 'Insights collect', landing.insights.node.findChild('Collect') as RouteFunction],
    ];
    expect(apiFunctions).toHaveLength(ROUTE_GROUPS.length + 1);
    for (const [stack, name, fn] of apiFunctions) {
      const template = stack === landing.api ? templates.api : templates.insights;
      const logGroup = { Ref: stack.getLogicalId(fn.logGroup.node.defaultChild as CfnElement) };
      const filters = resources(template, 'AWS::Logs::MetricFilter')
        .map(([, r]) => r.Properties as Filter)
        .filter((f) => JSON.stringify(f.LogGroupName) === JSON.stringify(logGroup));
      expect(
        filters.map((f) => [f.FilterPattern, f.MetricTransformations]),
        name,
      ).toEqual([
        [
          REQUEST_LOG_PATTERNS.refused.logPatternString,
          [
            {
              MetricNamespace: REQUEST_METRICS.namespace,
              MetricName: REQUEST_METRICS.refused,
              MetricValue: '1',
              Dimensions: [{ Key: 'error', Value: '$.error' }],
            },
          ],
        ],
        [
          REQUEST_LOG_PATTERNS.internal.logPatternString,
          [
            {
              MetricNamespace: REQUEST_METRICS.namespace,
              MetricName: REQUEST_METRICS.internal(name),
              MetricValue: '1',
            },
          ],
        ],
      ]);
      const alarms = resources(template, 'AWS::CloudWatch::Alarm').filter(
        ([, r]) => (r.Properties as AlarmFull).MetricName === REQUEST_METRICS.internal(name),
      );
      expect(alarms, name).toHaveLength(1);
      const [[alarmId, alarm]] = alarms as [[string, Resource]];
      expect(alarm.Properties, name).toMatchObject({
        Namespace: REQUEST_METRICS.namespace,
        Statistic: 'Sum',
        Period: 300,
        Threshold: ALARM_THRESHOLDS.internalErrors,
      });
      expect((alarm.Properties as AlarmFull).AlarmActions?.map((a) => flat(stack, a))).toEqual([
        topicRef(stack),
      ]);
      // The function's canary rolls back when its internal errors alarm.
      const deployment = fn.node.findChild('Deployment').node.defaultChild as CfnElement;
      const [, group] = resources(template, 'AWS::CodeDeploy::DeploymentGroup').find(
        ([id]) => id === stack.getLogicalId(deployment),
      ) as [string, Resource];
      expect(JSON.stringify(group.Properties.AlarmConfiguration), name).toContain(`"Ref":"${alarmId}"`);
    }
    // Different functions, different metrics: each alarm is its own function's.
    const names = apiFunctions.map(([, name]) => REQUEST_METRICS.internal(name));
    expect(new Set(names).size).toBe(names.length);
    // The refused requests by error, and the internal errors by function, on the dashboard.
    const body = JSON.stringify(templates.monitoring.toJSON());
    expect(body).toContain('API: refused requests by error (request logs)');
    expect(body).toContain('API: internal errors by function (request logs)');
    expect(body).toContain(`SEARCH('{${REQUEST_METRICS.namespace},error} MetricName=`);
    expect(body).toContain(`SEARCH('{${REQUEST_METRICS.namespace}} MetricName=InternalErrors'`);
  });

  it('has one dashboard, an alarm topic that refuses plain HTTP, and a monthly budget notifying it', () => {
    templates.monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(templates.monitoring.toJSON());
    for (const title of [
      'Product: publishes, recharges credited, sign-ups (per hour)',
      'Pay: reconciler problems and orders awaiting review',
      'Domains: imported certificates ending within 30 days',
      'Functions: invocations',
      'Functions: unhandled errors',
      'API: p99 latency (ms)',
      'Table: throttled requests',
    ])
      expect(body).toContain(title);
    // The product panels read the metrics the functions write (namespace, name, service dimension).
    for (const name of [
      BUSINESS_METRICS.publishes,
      BUSINESS_METRICS.rechargesCredited,
      BUSINESS_METRICS.signUps,
    ])
      expect(body).toContain(
        JSON.stringify(JSON.stringify([METRICS_NAMESPACE, name, 'service', METRICS_SERVICE])).slice(3, -3),
      );
    templates.alarms.resourceCountIs('AWS::SNS::Topic', 1);
    const [[, budget]] = resources(templates.alarms, 'AWS::Budgets::Budget') as [[string, Resource]];
    const props = budget.Properties as {
      Budget: { BudgetLimit: { Amount: number; Unit: string } };
      NotificationsWithSubscribers: { Subscribers: { SubscriptionType: string }[] }[];
    };
    expect(props.Budget.BudgetLimit).toEqual({ Amount: 100, Unit: 'USD' });
    for (const n of props.NotificationsWithSubscribers)
      expect(n.Subscribers[0]?.SubscriptionType).toBe('SNS');
    templates.alarms.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      }),
    });
  });
});

describe('protect and recover', () => {
  it('has a CLOUDFRONT web ACL in us-east-1 with the managed rule groups and a rate rule per sensitive endpoint', () => {
    expect(landing.waf?.region).toBe('us-east-1');
    const waf = Template.fromStack(landing.waf as Stack);
    const [[, acl]] = resources(waf, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    type Rule = {
      Name: string;
      Statement: {
        ManagedRuleGroupStatement?: { Name: string };
        RateBasedStatement?: { ScopeDownStatement: { ByteMatchStatement: { SearchString: string } } };
      };
    };
    const rules = acl.Properties.Rules as Rule[];
    expect(rules.flatMap((r) => r.Statement.ManagedRuleGroupStatement?.Name ?? [])).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]);
    expect(
      rules.flatMap(
        (r) => r.Statement.RateBasedStatement?.ScopeDownStatement.ByteMatchStatement.SearchString ?? [],
      ),
    ).toEqual(['/client/user/checkIn', '/client/Sms/send', '/client/Ems/send', '/client/insights/collect']);
  });

  it('puts every distribution behind that web ACL in the same first deploy: read from its output at deploy time, its stack deployed first', () => {
    const waf = Template.fromStack(landing.waf as Stack);
    const [[aclId]] = resources(waf, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    // The output the distributions' stacks read is the ACL's ARN.
    const outputs = waf.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.WebAclArn?.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const fromWaf = {
      'Fn::GetStackOutput': { StackName: 'LandingWaf', OutputName: 'WebAclArn', Region: 'us-east-1' },
    };
    const ids = [templates.cdn, templates.domains].flatMap((template) =>
      resources(template, 'AWS::CloudFront::Distribution').map(
        ([, r]) => (r.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId,
      ),
    );
    expect(ids).toEqual([fromWaf, fromWaf, fromWaf]);
    // `cdk deploy --all` deploys LandingWaf (us-east-1) before the stacks that read it.
    for (const stack of [landing.cdn, landing.domains])
      expect(stack.dependencies.map((d) => d.stackName)).toContain('LandingWaf');
    // The stacks that read it stay environment-agnostic: synthesis needs no account or region.
    expect(landing.cdn.region).toBe(Aws.REGION);
  });

  it('puts every distribution behind the web ACL named by -c webAclArn', () => {
    const arn = 'arn:aws:wafv2:us-east-1:111122223333:global/webacl/landing/abc';
    const app = testApp(path.join(fixtures.root, 'cdk.out.waf'));
    app.node.setContext('webAclArn', arn);
    const built = buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir });
    const ids = [built.cdn, built.domains].flatMap((stack) =>
      resources(Template.fromStack(stack), 'AWS::CloudFront::Distribution').map(
        ([, r]) => (r.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId,
      ),
    );
    expect(ids).toEqual([arn, arn, arn]);
    // Its own ACL is not made then.
    expect(built.waf).toBeUndefined();
    expect(built.cdn.dependencies.map((d) => d.stackName)).not.toContain('LandingWaf');
  });

  it('refuses a -c webAclArn that is not a CLOUDFRONT web ACL', () => {
    const app = testApp(path.join(fixtures.root, 'cdk.out.waf-bad'));
    app.node.setContext('webAclArn', 'arn:aws:wafv2:eu-west-1:111122223333:regional/webacl/landing/abc');
    expect(() =>
      buildLandingApp(app, { lambdaDir: fixtures.lambdaDir, clientDir: fixtures.clientDir }),
    ).toThrow(/-c webAclArn=.*CLOUDFRONT web ACL/);
  });

  it('throttles each HTTP API stage', () => {
    for (const template of [templates.gateway, templates.insights]) {
      const stages = resources(template, 'AWS::ApiGatewayV2::Stage');
      expect(stages).toHaveLength(1);
      const settings = stages[0]?.[1].Properties.DefaultRouteSettings as {
        ThrottlingRateLimit: number;
        ThrottlingBurstLimit: number;
      };
      expect(settings.ThrottlingRateLimit).toBeGreaterThan(0);
      expect(settings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(settings.ThrottlingRateLimit);
    }
  });

  it('versions the uploads bucket (old versions go after 30 days) and backs up the table and that bucket daily', () => {
    const uploadsId = landing.stateful.getLogicalId(
      landing.stateful.uploadsBucket.node.defaultChild as CfnBucket,
    );
    const uploads = templates.stateful.toJSON().Resources[uploadsId] as Resource;
    expect(uploads.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(JSON.stringify(uploads.Properties.LifecycleConfiguration)).toContain('"NoncurrentDays":30');
    templates.stateful.resourceCountIs('AWS::Backup::BackupPlan', 1);
    const [[, selection]] = resources(templates.stateful, 'AWS::Backup::BackupSelection') as [
      [string, Resource],
    ];
    const selected = JSON.stringify(
      (selection.Properties.BackupSelection as { Resources: unknown[] }).Resources,
    );
    const tableId = landing.stateful.getLogicalId(landing.stateful.table.node.defaultChild as CfnBucket);
    expect(selected).toContain(tableId);
    expect(selected).toContain(uploadsId);
  });
});
