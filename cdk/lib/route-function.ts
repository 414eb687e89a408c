import { Duration, RemovalPolicy, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Alias,
  Architecture,
  Code,
  type IFunction,
  type IVersion,
  Function as LambdaFunction,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { CDN_CONTROL_REGION, DOMAIN_TAG } from '#functions/domains/cdn-domains.ts';
import type { Env } from '#functions/platform/env.ts';
import { METAFILE_NAME } from '../bundle.ts';
import { acknowledgeWildcardResources } from './nag.ts';

/**
 * What the data layer does with items: single-item conditional writes, batches and queries; no
 * transactions (DESIGN.md point 6), scans or table management.
 */
export const TABLE_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The item writes among them (conditioned on leading keys for the public functions). */
export const TABLE_WRITE_ACTIONS: readonly string[] = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The alias every caller (API routes, schedules) invokes; CodeDeploy moves it between versions. */
export const LIVE_ALIAS = 'live';

/**
 * The parts of the stateful resources a function is bound to. Narrow on purpose, and so also
 * satisfied by the CDK classes under exactOptionalPropertyTypes (their jsii interfaces are not).
 */
export type TableRef = { readonly tableName: string; readonly tableArn: string };
export type SecretRef = { readonly secretArn: string };
/** A secret whose value CloudFormation fills in at deploy time (a dynamic reference). */
export type OriginSecretRef = SecretRef & { readonly secretValue: SecretValue };
export type BucketRef = Pick<IBucket, 'bucketName' | 'arnForObjects' | 'bucketArn'>;
/** The multi-tenant distribution whose tenants are custom domains (cdk/lib/domains-stack.ts). */
export type CdnTenantsRef = {
  readonly distributionId: string;
  readonly distributionArn: string;
  readonly connectionGroupId: string;
  readonly connectionGroupArn: string;
};

/** What a function may do with a bucket's objects, each as a list of key prefixes. */
export type BucketAccess = {
  readonly read?: readonly string[];
  /** Put and delete. */
  readonly write?: readonly string[];
  /** Put only (new objects under random keys, e.g. uploads). */
  readonly put?: readonly string[];
  /** Listing keys under these prefixes (s3:ListBucket on the bucket, conditioned on s3:prefix). */
  readonly list?: readonly string[];
};

export type RouteFunctionProps = {
  /** The route group (functions/routes.ts) this function serves. */
  readonly group: string;
  /** Folder of the group's bundle (cdk/bundle.ts): index.mjs and its source map. */
  readonly codeDir: string;
  /** The route keys this function answers, for its description. */
  readonly routeKeys: readonly string[];
};

/**
 * One Lambda function per route group, with every default in one place: Node.js 24 on arm64,
 * the esbuild bundle, stack traces mapped to the sources when logged (functions/platform/stack-map.ts;
 * no `--enable-source-maps`, which reads every map at load), X-Ray tracing, its own log group with a retention, and a role
 * that starts with no permissions. Resources are attached with the `bind*` helpers, each of
 * which sets the variable functions/platform/env.ts reads and grants only what is asked.
 */
export class RouteFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  /** Where the function's JSON log lines go (the request metrics read them: Monitoring.watchRequestLog). */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, { group, codeDir, routeKeys }: RouteFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Logs of a stateless function go with it; the data they describe lives in the stateful stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Route group "${group}" of the landing-page builder API`,
    });
    // Instead of the AWSLambdaBasicExecutionRole managed policy (which may write to any log group).
    this.logGroup.grantWrite(this.role);
    this.function = new LambdaFunction(this, 'Function', {
      description: `Landing builder API, route group "${group}": ${routeKeys.join(', ')}`.slice(0, 256),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromAsset(codeDir, { exclude: [METAFILE_NAME] }),
      memorySize: 1024,
      // API Gateway gives up on an integration after 30 s.
      timeout: Duration.seconds(29),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray: each invocation's trace, with the AWS SDK calls it makes.
      tracing: Tracing.ACTIVE,
    });
    acknowledgeWildcardResources(
      this.role,
      ['*'],
      'X-Ray PutTraceSegments and PutTelemetryRecords (active tracing) have no resource-level permissions; SNS direct SMS publishing to phone numbers has none either, and publishing to any topic is denied.',
    );
    this.setEnv('LOG_LEVEL', 'info');
  }

  /**
   * Item reads and writes on the table, queries on its indexes (functions/data/table.ts), and
   * nothing else: no scans, no table management. `writes`, when given, lists the partition-key
   * prefixes the function may write (IAM's dynamodb:LeadingKeys condition): a public function
   * (start-up data, areas, the captcha) then cannot write a member's or a ledger's items even if
   * its code were made to; `[]` grants no write at all.
   */
  bindTable(table: TableRef, writes?: readonly string[]): this {
    this.setEnv('TABLE_NAME', table.tableName);
    const reads = TABLE_ITEM_ACTIONS.filter((action) => !TABLE_WRITE_ACTIONS.includes(action));
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: writes ? reads : [...TABLE_ITEM_ACTIONS],
        resources: [table.tableArn],
      }),
    );
    if (writes?.length) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [...TABLE_WRITE_ACTIONS],
          resources: [table.tableArn],
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': writes.map((prefix) => `${prefix}*`) },
          },
        }),
      );
    }
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: TABLE_KEYS.indexes.map((index) => `${table.tableArn}/index/${index.name}`),
      }),
    );
    return this;
  }

  /** Read the token-signing secret (encrypted with the AWS-managed key, so no KMS grant). */
  bindSigningSecret(secret: SecretRef): this {
    return this.bindSecret('JWT_SECRET_ARN', secret);
  }

  /** Read one more secret, named in `variable` (CODE_HMAC_SECRET_ARN, DOMAIN_KEY_SECRET_ARN). */
  bindSecret(
    variable: 'JWT_SECRET_ARN' | 'CODE_HMAC_SECRET_ARN' | 'DOMAIN_KEY_SECRET_ARN',
    secret: SecretRef,
  ): this {
    this.setEnv(variable, secret.secretArn);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['secretsmanager:GetSecretValue'],
        resources: [secret.secretArn],
      }),
    );
    return this;
  }

  /**
   * Name the bucket in `variable`; grant object reads and writes under the given prefixes only.
   * Every function knows every bucket's name, so no function falls back to a default name.
   */
  bindBucket(variable: 'UPLOADS_BUCKET' | 'SITE_BUCKET', bucket: BucketRef, access: BucketAccess = {}): this {
    this.setEnv(variable, bucket.bucketName);
    const objects = (prefixes: readonly string[]) =>
      prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
    const grant = (actions: string[], prefixes: readonly string[] | undefined) => {
      if (!prefixes?.length) return;
      const resources = objects(prefixes);
      this.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources }));
      acknowledgeWildcardResources(
        this.role,
        resources,
        `Object keys are not known in advance; access is limited to the prefixes ${prefixes.map((p) => p || '(every key)').join(', ')}.`,
      );
    };
    grant(['s3:GetObject'], access.read);
    grant(['s3:PutObject', 's3:DeleteObject'], access.write);
    grant(['s3:PutObject'], access.put);
    if (access.list?.length) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': access.list.map((prefix) => `${prefix}*`) } },
        }),
      );
    }
    return this;
  }

  /**
   * Email through Amazon SES (functions/notify/ses.ts): MAIL_DRIVER=ses, MAIL_FROM, and SendEmail
   * from that address only, through its own identity or its domain's.
   */
  bindMail(from: string): this {
    this.setEnv('MAIL_DRIVER', 'ses');
    this.setEnv('MAIL_FROM', from);
    const domain = from.slice(from.lastIndexOf('@') + 1);
    const stack = Stack.of(this);
    const identity = (name: string) =>
      `arn:${stack.partition}:ses:${stack.region}:${stack.account}:identity/${name}`;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [identity(from), identity(domain)],
        conditions: { StringEquals: { 'ses:FromAddress': from } },
      }),
    );
    return this;
  }

  /**
   * SMS through Amazon SNS direct publish (functions/notify/sns.ts): SMS_DRIVER=sns. Publishing to
   * a phone number has no resource ARN, so the grant is on "*" with every topic denied: the
   * function can text a number and nothing else.
   */
  bindSms(): this {
    this.setEnv('SMS_DRIVER', 'sns');
    const topics = `arn:${Stack.of(this).partition}:sns:*:*:*`;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['sns:Publish'], resources: ['*'] }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.DENY, actions: ['sns:Publish'], resources: [topics] }),
    );
    return this;
  }

  /**
   * Custom domains on the CDN (functions/domains/cdn-cloudfront.ts): CDN_DRIVER=cloudfront, the
   * multi-tenant distribution and connection group, and the CNAME target members point at. Grants
   * managing that distribution's tenants (tenant ids are made at run time, hence
   * distribution-tenant/*) and importing certificates into ACM in us-east-1 (where CloudFront takes
   * them from); describing and deleting only certificates tagged with a domain, i.e. its own imports.
   */
  bindCdnDomains(tenants: CdnTenantsRef, cnameTarget: string): this {
    this.setEnv('CDN_DRIVER', 'cloudfront');
    this.setEnv('CDN_TENANT_DISTRIBUTION_ID', tenants.distributionId);
    this.setEnv('CDN_CONNECTION_GROUP_ID', tenants.connectionGroupId);
    this.setEnv('PLATFORM_CNAME_TARGET', cnameTarget);
    const stack = Stack.of(this);
    const anyTenant = `arn:${stack.partition}:cloudfront::${stack.account}:distribution-tenant/*`;
    const certificates = `arn:${stack.partition}:acm:${CDN_CONTROL_REGION}:${stack.account}:certificate/*`;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [
          'cloudfront:CreateDistributionTenant',
          'cloudfront:GetDistributionTenantByDomain',
          'cloudfront:UpdateDistributionTenant',
          'cloudfront:DeleteDistributionTenant',
          'cloudfront:TagResource',
        ],
        resources: [tenants.distributionArn, tenants.connectionGroupArn, anyTenant],
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['acm:ImportCertificate', 'acm:AddTagsToCertificate'],
        resources: [certificates],
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['acm:DescribeCertificate', 'acm:DeleteCertificate'],
        resources: [certificates],
        conditions: { Null: { [`aws:ResourceTag/${DOMAIN_TAG}`]: 'false' } },
      }),
    );
    acknowledgeWildcardResources(
      this.role,
      [anyTenant, certificates],
      'Distribution tenants and imported certificates are created at run time, one per verified domain, so their ids are unknown at deploy time; deleting and describing certificates is limited to those tagged with a domain.',
    );
    return this;
  }

  /**
   * The header value CloudFront adds to the requests it sends the APIs (ORIGIN_VERIFY_SECRET,
   * checked by functions/platform/origin.ts), resolved by CloudFormation from the secret at deploy
   * time: the template holds only a reference. Whoever can read the function's configuration can
   * read it, and could call the function anyway.
   */
  bindOriginSecret(secret: OriginSecretRef): this {
    this.setEnv('ORIGIN_VERIFY_SECRET', secret.secretValue.unsafeUnwrap());
    return this;
  }

  /**
   * Gradual deployment: each deploy publishes a version, and the alias `live` (what the API and the
   * schedules invoke) moves to it 10 % first, the rest after 5 minutes (CodeDeploy canary); any of
   * `alarms` going off meanwhile moves the alias back to the previous version. Answers the alias.
   */
  deployGradually(alarms: readonly IAlarm[]): IFunction {
    // (Version and Alias are IVersion and IFunction; their jsii interfaces type `role` as optional,
    // which exactOptionalPropertyTypes tells apart.)
    const version = this.function.currentVersion as unknown as IVersion;
    const alias = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version });
    const group = new LambdaDeploymentGroup(this, 'Deployment', {
      alias,
      deploymentConfig: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
      alarms: [...alarms],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    Validations.of(group).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        'CodeDeploy’s service role for Lambda (AWSCodeDeployRoleForLambdaLimited) is the AWS-managed policy ' +
        'made for this: it may only shift aliases and invoke the deployment hooks of this account.',
    });
    return alias as unknown as IFunction;
  }

  /** The platform's public origin, for the address published pages answer on (PUBLIC_ORIGIN). */
  bindPublicOrigin(origin: string, pagesOrigin: string): this {
    this.setEnv('PUBLIC_ORIGIN', origin);
    this.setEnv('PAGES_ORIGIN', pagesOrigin);
    return this;
  }

  private setEnv(name: keyof Env, value: string): void {
    this.function.addEnvironment(name, value);
  }
}
