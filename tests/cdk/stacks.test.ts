import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTableInput, TABLE_KEYS } from '#functions/data/table.ts';
import { ROUTE_GROUPS, ROUTES, routeKey } from '#functions/routes.ts';
import { publicPageKey } from '#functions/site/keys.ts';
import { UPLOAD_RESPONSE_FILE, viewerRequestCode } from '../../cdk/lib/cdn-stack.ts';
import { buildLandingApp, DEFAULT_MAIL_FROM } from '../../cdk/lib/landing-app.ts';
import { RouteFunction, TABLE_ITEM_ACTIONS } from '../../cdk/lib/route-function.ts';
import { StatefulStack } from '../../cdk/lib/stateful-stack.ts';
import {
  acknowledgements,
  type Fixtures,
  flat,
  prepareFixtures,
  reportedViolations,
  testApp,
} from './helpers.ts';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let fixtures: Fixtures;
let landing: ReturnType<typeof buildLandingApp>;
let outdir: string;
let messages: { level: string; id: string; text: string }[];
let templates: { stateful: Template; api: Template; cdn: Template };

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
    stateful: Template.fromStack(landing.stateful),
    api: Template.fromStack(landing.api),
    cdn: Template.fromStack(landing.cdn),
  };
});

const siteBucketId = () =>
  landing.stateful.getLogicalId(landing.stateful.siteBucket.node.defaultChild as CfnBucket);

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
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

  it('keeps every bundle within the size budget of BENCHMARKS.md row 8 (300 KB minified)', () => {
    const sizes = ROUTE_GROUPS.map((group) => {
      const meta = JSON.parse(readFileSync(path.join(fixtures.lambdaDir, group, 'meta.json'), 'utf8')) as {
        outputs: Record<string, { bytes: number; entryPoint?: string }>;
      };
      const output = Object.values(meta.outputs).find((entry) => entry.entryPoint);
      return { group, kb: Math.round(((output?.bytes ?? Number.POSITIVE_INFINITY) / 1024) * 10) / 10 };
    });
    expect(sizes.filter(({ kb }) => kb > 300)).toEqual([]);
  });
});

describe('LandingApi', () => {
  it('has exactly the routes of the route table', () => {
    const routeKeys = resources(templates.api, 'AWS::ApiGatewayV2::Route').map(
      ([, route]) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it("sends each route to its group's function", () => {
    const integrations = Object.fromEntries(resources(templates.api, 'AWS::ApiGatewayV2::Integration'));
    for (const [, route] of resources(templates.api, 'AWS::ApiGatewayV2::Route')) {
      const target = JSON.stringify(route.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      expect(integrationId, `integration of ${String(route.Properties.RouteKey)}`).toBeDefined();
      const integration = integrations[integrationId as string] as Resource;
      const group = ROUTES.find((r) => routeKey(r) === route.Properties.RouteKey)?.group;
      const fn = landing.api.functions.get(group as string)?.function;
      const fnLogicalId = landing.api.getLogicalId(fn?.node.defaultChild as CfnFunction);
      expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnLogicalId, 'Arn'] });
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('runs one Node.js 24 arm64 function per route group with the variables env.ts reads', () => {
    const functions = resources(templates.api, 'AWS::Lambda::Function');
    expect(functions).toHaveLength(ROUTE_GROUPS.length);
    const base = [
      'JWT_SECRET_ARN',
      'LOG_LEVEL',
      'NODE_OPTIONS',
      'SITE_BUCKET',
      'TABLE_NAME',
      'UPLOADS_BUCKET',
    ];
    // The code senders also say which providers to use and the sender address.
    const extra: Record<string, string[]> = { codes: ['MAIL_DRIVER', 'MAIL_FROM', 'SMS_DRIVER'] };
    for (const [group, routeFunction] of landing.api.functions) {
      const id = landing.api.getLogicalId(routeFunction.function.node.defaultChild as CfnFunction);
      const fn = Object.fromEntries(functions)[id] as Resource;
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort(), group).toEqual([...base, ...(extra[group] ?? [])].sort());
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(fn.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
    }
  });

  it('keeps logs for a month', () => {
    for (const [, group] of resources(templates.api, 'AWS::Logs::LogGroup')) {
      expect(group.Properties.RetentionInDays).toBe(30);
    }
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
  });

  it('grants item access on the table and its indexes, the secret, and its own logs, nothing more', () => {
    const { table, signingSecret, uploadsBucket, siteBucket } = landing.stateful;
    const tableArn = flat(landing.api, table.tableArn);
    const documentsArn = `${flat(landing.api, uploadsBucket.bucketArn)}/documents/*`;
    const publishedArn = `${flat(landing.api, siteBucket.bucketArn)}/published/*`;
    const identity = (name: string) =>
      `arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/${name}`;
    const allowed = new Map<string, string[]>([
      ['logs:CreateLogStream,logs:PutLogEvents', ['<log group>']],
      [[...TABLE_ITEM_ACTIONS].sort().join(), [tableArn]],
      ['dynamodb:Query', TABLE_KEYS.indexes.map((index) => `${tableArn}/index/${index.name}`)],
      ['secretsmanager:GetSecretValue', [flat(landing.api, signingSecret.secretArn)]],
      ['s3:PutObject', [`${flat(landing.api, uploadsBucket.bucketArn)}/uploads/*`]],
      // Page documents (page, builder, publish and domain functions) under documents/ only;
      // published HTML (publish, page and domain functions) under the site bucket's published/ only.
      ['s3:DeleteObject,s3:GetObject,s3:PutObject', [documentsArn, publishedArn]],
      ['s3:DeleteObject,s3:PutObject', [documentsArn, publishedArn]],
      ['s3:ListBucket', [flat(landing.api, uploadsBucket.bucketArn)]],
      ['ses:SendEmail', [identity(DEFAULT_MAIL_FROM), identity(DEFAULT_MAIL_FROM.split('@')[1] ?? '')]],
    ]);
    for (const statement of statements(templates.api)) {
      const actions = list(statement.Action).sort().join();
      const targets = list(statement.Resource).map((r) => flat(landing.api, r));
      if (actions === 'sns:Publish') {
        // SMS to phone numbers has no resource ARN: allowed on "*" with every topic denied.
        const expected = statement.Effect === 'Allow' ? ['*'] : ['arn:<AWS::Partition>:sns:*:*:*'];
        expect(targets).toEqual(expected);
        continue;
      }
      expect(statement.Effect).toBe('Allow');
      expect(allowed.has(actions), `unexpected grant ${actions} on ${targets.join(' ')}`).toBe(true);
      if (actions.startsWith('logs:')) {
        expect(targets).toHaveLength(1);
        expect(targets[0]).toMatch(/^<.*Logs[0-9A-F]+\.Arn>$/);
      } else if (actions.startsWith('s3:') && actions.includes('Object') && actions !== 's3:PutObject') {
        // Object grants may be merged across the two prefixes: each target must be one of them.
        for (const target of targets) expect(allowed.get(actions)).toContain(target);
      } else {
        expect(targets.sort()).toEqual([...(allowed.get(actions) ?? [])].sort());
      }
      if (actions === 's3:ListBucket')
        expect((statement as { Condition?: unknown }).Condition).toEqual({
          StringLike: { 's3:prefix': ['documents/*'] },
        });
      for (const target of targets.filter((t) => !/\/(uploads|documents|published)\/\*$/.test(t)))
        expect(target).not.toContain('*');
    }
  });

  it('lets only the codes function send email and SMS, only the upload function store uploads, and only the page, builder, publish and domain functions touch page documents and published pages', () => {
    const grantsOf = (group: string) => {
      const role = landing.api.functions.get(group)?.role;
      const roleId = landing.api.getLogicalId(role?.node.defaultChild as CfnRole);
      return resources(templates.api, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        .flatMap((statement) => list(statement.Action).map((action) => `${statement.Effect} ${action}`));
    };
    for (const group of ROUTE_GROUPS) {
      const grants = grantsOf(group);
      const messaging = grants.filter((g) => /ses:|sns:/.test(g)).sort();
      const s3 = [...new Set(grants.filter((g) => g.includes(' s3:')))];
      expect(messaging, group).toEqual(
        group === 'codes' ? ['Allow ses:SendEmail', 'Allow sns:Publish', 'Deny sns:Publish'] : [],
      );
      const expected: Record<string, string[]> = {
        upload: ['Allow s3:PutObject'],
        page: ['Allow s3:DeleteObject', 'Allow s3:GetObject', 'Allow s3:ListBucket', 'Allow s3:PutObject'],
        builder: ['Allow s3:DeleteObject', 'Allow s3:GetObject', 'Allow s3:PutObject'],
        publish: ['Allow s3:DeleteObject', 'Allow s3:GetObject', 'Allow s3:PutObject'],
        domain: ['Allow s3:DeleteObject', 'Allow s3:PutObject'],
      };
      expect(s3.sort(), group).toEqual(expected[group] ?? []);
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
        ...['published/*', 'site/*', 'static/*'].map((p) => `<${siteBucketId()}.Arn>/${p}`),
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
        ([, f]) => f.Properties.FunctionCode === viewerRequestCode([]),
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

  it('sends /client/* to the HTTP API uncached with every viewer header but Host', () => {
    const api = behavior('/client/*');
    expect(api?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
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

  it('adds the security headers to every behaviour', () => {
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

describe('whole app', () => {
  it('grants no action "*" or "service:*" and no resource "*" anywhere but SMS publishing', () => {
    const stacks: [Stack, Template][] = [
      [landing.stateful, templates.stateful],
      [landing.api, templates.api],
      [landing.cdn, templates.cdn],
    ];
    for (const [stack, template] of stacks) {
      for (const statement of statements(template)) {
        for (const action of list(statement.Action)) expect(action).not.toMatch(/(^|:)\*$/);
        // SNS SMS to a phone number has no resource ARN (topics are denied beside it).
        if (list(statement.Action).join() === 'sns:Publish') continue;
        for (const resource of list(statement.Resource)) expect(flat(stack, resource)).not.toBe('*');
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
