import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CAPTCHA_PARTITION_PREFIX } from '#functions/data/keys.ts';
import { ROUTE_GROUPS, ROUTES, type RouteGroup, routeKey } from '#functions/routes.ts';
import { SCHEDULES } from '#functions/schedules.ts';
import { INGEST_ROUTE_KEYS } from './insights-stack.ts';
import type { Monitoring } from './monitoring.ts';
import {
  type BucketAccess,
  type BucketRef,
  type CdnTenantsRef,
  type OriginSecretRef,
  RouteFunction,
  type SecretRef,
  type TableRef,
} from './route-function.ts';

/**
 * The buckets' object prefixes each route group may read or write; a group not listed touches
 * no bucket (it still knows their names). Adding a group that stores files = one line here.
 */
export const GROUP_BUCKET_ACCESS: {
  readonly [G in RouteGroup]?: { uploads?: BucketAccess; site?: BucketAccess };
} = {
  // New objects under random keys only (functions/uploads/keys.ts): no reads, no deletes.
  upload: { uploads: { put: ['uploads/'] } },
  // Page documents (functions/data/pages-repo.ts): read for the builder's load, deleted with the
  // page (listing the page's prefix); never served (CloudFront maps only uploads/).
  // Page and domain deletes also take live pages offline (functions/publish/offline.ts): deletes
  // under published/ (and, for the domain, the published document copies).
  page: {
    uploads: { read: ['documents/'], write: ['documents/'], list: ['documents/'] },
    site: { write: ['published/'] },
  },
  // Deleting a domain takes its pages offline: their HTML and published document copies.
  domain: { uploads: { write: ['documents/'] }, site: { write: ['published/'] } },
  // Saves put a new document object, then delete the replaced one (or the orphan of a stale save).
  builder: { uploads: { read: ['documents/'], write: ['documents/'] } },
  // The publisher (functions/publish/publisher.ts) reads the saved document, keeps its own copy,
  // and writes the HTML under published/, reading what it replaces so a failure can restore it.
  // Listing lets S3 answer 404 (not 403) for an object that is not there yet. Builder previews
  // (functions/publish/preview.ts) are new objects under preview/.
  // A pixel module's server-side settings check the module in the saved document.
  conversions: { uploads: { read: ['documents/'] } },
  publish: {
    uploads: { read: ['documents/'], write: ['documents/'], list: ['documents/'] },
    site: { read: ['published/'], write: ['published/'], put: ['preview/'], list: ['published/'] },
  },
};

/**
 * The route groups that name an address: published pages' (PAGES_ORIGIN: publish, page links) or
 * the app's (PUBLIC_ORIGIN: canonical links, uploads' full URLs).
 */
export const GROUP_PUBLIC_ORIGIN: readonly RouteGroup[] = ['publish', 'page', 'upload', 'domain'];

/** The route groups that send email (SES) or SMS (SNS); the others get neither grant. */
export const GROUP_MESSAGING: { readonly [G in RouteGroup]?: { mail?: true; sms?: true } } = {
  codes: { mail: true, sms: true },
  // The daily plan terms (functions/plans/terms.ts) send the notice before a plan ends.
  publish: { mail: true, sms: true },
};

/**
 * The public route groups (anonymous callers, README "Protect and recover") and the only
 * partitions each may write (IAM dynamodb:LeadingKeys): start-up data and areas write nothing,
 * the captcha only its challenges. Reads stay open (an optional login reads the member and its
 * session). Every other group writes members' items by design and is not listed.
 */
export const GROUP_TABLE_WRITES: { readonly [G in RouteGroup]?: readonly string[] } = {
  index: [],
  area: [],
  common: [CAPTCHA_PARTITION_PREFIX],
};

/** The route groups that attach and detach custom domains on the CDN. */
export const GROUP_CDN_DOMAINS: readonly RouteGroup[] = ['domain'];
/**
 * The route groups that send or check verification codes (the code HMAC key), and the captcha's
 * (its proof-of-work keys are derived from that key, functions/captcha/pow.ts).
 */
export const GROUP_CODE_SECRET: readonly RouteGroup[] = ['codes', 'user', 'account', 'common'];
/**
 * The route groups that seal or open members' TLS private keys or Conversions API tokens (both
 * vaults' keys derive from the domain-key secret).
 */
export const GROUP_DOMAIN_KEY_SECRET: readonly RouteGroup[] = ['domain', 'conversions'];

export type ApiStackProps = StackProps & {
  readonly table: TableRef;
  readonly uploadsBucket: BucketRef;
  readonly siteBucket: BucketRef;
  readonly signingSecret: SecretRef;
  /** The code HMAC key and the domain-key encryption key: each its own secret. */
  readonly codeSecret: SecretRef;
  readonly domainKeySecret: SecretRef;
  /** The header value CloudFront adds to API requests; the functions require it. */
  readonly originSecret: OriginSecretRef;
  /** Folder holding one bundle folder per route group (cdk/bundle.ts). */
  readonly lambdaDir: string;
  /** Sender of emails: an address (or address of a domain) verified in SES. */
  readonly mailFrom: string;
  /** The pay centre's gateway secrets (README "Payments"); without them only the manual channel works. */
  readonly pay?: { readonly secretArn?: string; readonly notifyBaseUrl?: string };
  /** The multi-tenant distribution of custom domains (cdk/lib/domains-stack.ts). */
  readonly cdnTenants: CdnTenantsRef;
  /** The HTTP API (LandingGateway) whose routes this stack adds. */
  readonly api: Pick<HttpApi, 'apiId' | 'apiEndpoint'>;
  /**
   * The host members point their domains' CNAME record at (PLATFORM_CNAME_TARGET): the custom
   * domains' routing endpoint, or `-c cnameTarget=` (a host of the operator's pointed at it).
   */
  readonly cnameTarget: string;
  /** The platform's public origin, e.g. https://pages.example (PUBLIC_ORIGIN): published pages' /{id} address. */
  readonly publicOrigin: string;
  /** The origin of published pages (PAGES_ORIGIN), its own registrable domain. */
  readonly pagesOrigin: string;
  /** Alarms and dashboard panels (cdk/lib/monitoring.ts). */
  readonly monitoring: Monitoring;
};

/**
 * The API stage's ceiling (requests per second, and burst), below the account's Lambda concurrency
 * so a flood answers 429 rather than starving every function (BENCHMARKS.md: 100,000 members).
 */
export const API_STAGE_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

/**
 * The HTTP API itself, with its auto-deployed, throttled stage and access logs, and no route: a
 * stack of its own deployed before the CDN (which needs its address), while the functions and
 * routes (ApiStack) come after the CDN, whose names they are given (docs/decisions.md, "The
 * platform's addresses at deploy time").
 */
export class ApiGatewayStack extends Stack {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Landing builder API (served to browsers through CloudFront under /client/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Auto-deploy: the routes LandingApi adds go live without a deployment resource.
    this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: API_STAGE_THROTTLE,
    });
  }
}

/**
 * One Lambda function per route group, and the routes of the route table on the HTTP API
 * (ApiGatewayStack) sending each to its group's function.
 */
export class ApiStack extends Stack {
  readonly api: IHttpApi;
  readonly functions: ReadonlyMap<string, RouteFunction>;
  /** Scheduled runs that failed for good (EventBridge could not deliver, or the job threw after its retries). */
  readonly scheduleFailures: Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.api.apiId,
      apiEndpoint: props.api.apiEndpoint,
    });

    const routesScope = new Construct(this, 'Routes');
    Validations.of(routesScope).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorisation is per route inside the handlers (functions/routes.ts `auth`): the access token ' +
        'travels in the ba-user-token header and public routes must answer anonymous visitors.',
    });
    const functions = new Map<string, RouteFunction>();
    const aliases = new Map<string, IFunction>();
    for (const group of ROUTE_GROUPS) {
      // The insights beacon has its own API (cdk/lib/insights-stack.ts).
      const routes = ROUTES.filter(
        (route) => route.group === group && !INGEST_ROUTE_KEYS.includes(routeKey(route)),
      );
      const access = GROUP_BUCKET_ACCESS[group] ?? {};
      const fn = new RouteFunction(this, `Group-${group}`, {
        group,
        codeDir: path.join(props.lambdaDir, group),
        routeKeys: routes.map(routeKey),
      })
        .bindTable(props.table, GROUP_TABLE_WRITES[group])
        .bindSigningSecret(props.signingSecret)
        .bindOriginSecret(props.originSecret)
        .bindBucket('UPLOADS_BUCKET', props.uploadsBucket, access.uploads)
        .bindBucket('SITE_BUCKET', props.siteBucket, access.site);
      const messaging = GROUP_MESSAGING[group] ?? {};
      if (messaging.mail) fn.bindMail(props.mailFrom);
      if (messaging.sms) fn.bindSms();
      if (GROUP_CDN_DOMAINS.includes(group)) fn.bindCdnDomains(props.cdnTenants, props.cnameTarget);
      if (GROUP_PUBLIC_ORIGIN.includes(group)) fn.bindPublicOrigin(props.publicOrigin, props.pagesOrigin);
      if (GROUP_CODE_SECRET.includes(group)) fn.bindSecret('CODE_HMAC_SECRET_ARN', props.codeSecret);
      if (GROUP_DOMAIN_KEY_SECRET.includes(group))
        fn.bindSecret('DOMAIN_KEY_SECRET_ARN', props.domainKeySecret);
      functions.set(group, fn);
      const alarms = [
        ...props.monitoring.watchFunction(fn.function, `API ${group}`),
        props.monitoring.watchRequestLog(fn.logGroup, `API ${group}`),
      ];
      const live = fn.deployGradually(alarms);
      aliases.set(group, live);

      const integration = new HttpLambdaIntegration(`Integration-${group}`, live);
      for (const route of routes) {
        new HttpRoute(routesScope, `${route.method}${route.path}`, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
        });
      }
    }
    this.functions = functions;
    props.monitoring.watchHttpApi(this.api, 'API');

    this.scheduleFailures = new Queue(this, 'ScheduleFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.scheduleFailures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter destination of the scheduled jobs; it needs none of its own.',
    });
    props.monitoring.watchDeadLetters(this.scheduleFailures, 'Scheduled jobs');
    const withFailureDestination = new Set<string>();

    // Scheduled jobs (functions/schedules.ts, which the local server runs in-process too): one rule
    // per job targeting its group's function (functions/groups/<group>.ts dispatches aws.events).
    for (const schedule of SCHEDULES) {
      if (!schedule.group) continue;
      const target = aliases.get(schedule.group);
      if (!target) throw new Error(`Schedule ${schedule.id} names an unknown group ${schedule.group}`);
      new Rule(this, `Schedule-${schedule.id}`, {
        description: schedule.description,
        schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        targets: [
          new LambdaFunction(target, {
            deadLetterQueue: this.scheduleFailures,
            retryAttempts: 2,
          }),
        ],
      });
      // Scheduled runs are the only asynchronous invocations of a group's function.
      if (!withFailureDestination.has(schedule.group)) {
        withFailureDestination.add(schedule.group);
        target.configureAsyncInvoke({
          retryAttempts: 2,
          onFailure: new SqsDestination(this.scheduleFailures),
        });
      }
    }

    // The pay centre reads the gateway keys from a Secrets Manager secret named at deploy time.
    const pay = functions.get('pay');
    if (pay) {
      // The gateways post their notifications to the app's origin (/client/pay/notify/…) unless told otherwise.
      pay.function.addEnvironment('PAY_NOTIFY_BASE_URL', props.pay?.notifyBaseUrl ?? props.publicOrigin);
      if (props.pay?.secretArn) {
        pay.function.addEnvironment('PAY_SECRETS_ARN', props.pay.secretArn);
        pay.function.addToRolePolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['secretsmanager:GetSecretValue'],
            resources: [props.pay.secretArn],
          }),
        );
      }
    }

    // The step after a first deploy, with this deployment's names filled in (README "Deploy", step 6).
    new CfnOutput(this, 'NextStepSeed', {
      description: 'Run once after the first deploy: creates the defaults and renders the public pages',
      value: `TABLE_NAME=${props.table.tableName} SITE_BUCKET=${props.siteBucket.bucketName} UPLOADS_BUCKET=${props.uploadsBucket.bucketName} AWS_REGION=${this.region} npm run ops -- seed --aws`,
    });
    new CfnOutput(this, 'MemberCnameTarget', {
      description:
        'Members point their domains’ CNAME record here (the domain centre shows it; domain verification checks it)',
      value: props.cnameTarget,
    });
  }
}
