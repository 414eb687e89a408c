import { type App, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.ts';
import { CdnStack } from './cdn-stack.ts';
import { DomainsStack } from './domains-stack.ts';
import { InsightsStack } from './insights-stack.ts';
import { AlarmsStack, DEFAULT_SMS_MONTHLY_LIMIT_USD, Monitoring } from './monitoring.ts';
import { StatefulStack } from './stateful-stack.ts';
import { WafStack } from './waf-stack.ts';

/** Sender of code emails unless the `mailFrom` context names one (it must be verified in SES). */
export const DEFAULT_MAIL_FROM = 'no-reply@example.com';

/** Where members point their domains unless `-c cnameTarget=…` names the platform's own host for it. */
export const DEFAULT_CNAME_TARGET = 'pages.landinggo.example';

/** The `platformHosts` context (`-c platformHosts=a.example,b.example`, or a list in cdk.json) as names. */
export function platformHostsContext(app: App): string[] {
  const value: unknown = app.node.tryGetContext('platformHosts');
  const list = Array.isArray(value) ? value : String(value ?? '').split(',');
  return list.map((host) => String(host).trim()).filter((host) => host !== '');
}

/**
 * The platform's public origin (PUBLIC_ORIGIN: published pages' /{id} address, their canonical
 * link): `-c publicOrigin=https://…`, else https:// and the first `platformHosts` name, else
 * DEFAULT_PUBLIC_ORIGIN (set one of the two before going live).
 */
export const DEFAULT_PUBLIC_ORIGIN = 'https://landinggo.example';
export function publicOriginContext(app: App, platformHosts: readonly string[]): string {
  const given: unknown = app.node.tryGetContext('publicOrigin');
  if (given) return new URL(String(given)).origin;
  return platformHosts[0] ? `https://${platformHosts[0].toLowerCase()}` : DEFAULT_PUBLIC_ORIGIN;
}

/**
 * The origin of published pages (PAGES_ORIGIN), a registrable domain of its own so no member's
 * page runs on the app's origin: `-c pagesOrigin=https://…` (with `-c pagesCertificateArn=…`, an
 * ACM certificate in us-east-1 for its host), else DEFAULT_PAGES_ORIGIN (set it before going live).
 */
export const DEFAULT_PAGES_ORIGIN = 'https://landinggo-pages.example';
export function pagesOriginContext(app: App): string {
  const given: unknown = app.node.tryGetContext('pagesOrigin');
  return given ? new URL(String(given)).origin : DEFAULT_PAGES_ORIGIN;
}

/** The monthly cost budget unless `-c monthlyBudgetUsd=…` names another amount. */
export const DEFAULT_MONTHLY_BUDGET_USD = 100;

export type LandingAppProps = {
  /** Folder of the Lambda bundles, one folder per route group (cdk/bundle.ts). */
  readonly lambdaDir: string;
  /** The Astro static build (dist/client). */
  readonly clientDir: string;
};

/**
 * The whole deployment: a stateful stack (table, buckets, signing key) and three stateless stacks
 * (custom domains: a multi-tenant distribution whose tenants the domain function adds at run time;
 * the API from the route table; the CDN for site, app, published pages and API), checked by
 * cdk-nag's AWS Solutions rules at synthesis. The stacks are environment-agnostic (no lookups), so
 * synthesis needs no AWS credentials; `cdk deploy` takes account and region from the profile.
 */
export function buildLandingApp(app: App, { lambdaDir, clientDir }: LandingAppProps) {
  const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
  const budget = Number(app.node.tryGetContext('monthlyBudgetUsd') ?? DEFAULT_MONTHLY_BUDGET_USD);
  if (!(budget > 0)) throw new Error('monthlyBudgetUsd: give a positive amount in US dollars');
  const alarms = new AlarmsStack(app, 'LandingAlarms', {
    description: 'Landing builder: the operator’s alarm topic and the monthly cost budget',
    monthlyBudgetUsd: budget,
    ...(alarmEmail ? { alarmEmail: String(alarmEmail) } : {}),
  });
  const monitoring = new Monitoring(alarms.topic);
  const waf = new WafStack(app, 'LandingWaf', {
    description: 'Landing builder: the CloudFront web ACL (us-east-1); pass its ARN as -c webAclArn=',
  });
  const webAcl: unknown = app.node.tryGetContext('webAclArn');
  const webAclArn = webAcl ? { webAclArn: String(webAcl) } : {};
  const stateful = new StatefulStack(app, 'LandingStateful', {
    description: 'Landing builder: DynamoDB table, S3 buckets and token-signing key (retained)',
  });
  const platformHosts = platformHostsContext(app);
  const insights = new InsightsStack(app, 'LandingInsights', {
    description:
      'Landing builder: insights beacon API, Kinesis stream and aggregator, conversions queue and delivery',
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    domainKeySecret: stateful.domainKeySecret,
    originSecret: stateful.originSecret,
    lambdaDir,
    monitoring,
  });
  const domains = new DomainsStack(app, 'LandingDomains', {
    collectApi: insights.collectApi,
    originSecret: stateful.originSecret.secretValue,
    description: 'Landing builder: multi-tenant CloudFront distribution for members’ custom domains',
    siteBucket: stateful.siteBucket,
    uploadsBucket: stateful.uploadsBucket,
    logsBucket: stateful.logsBucket,
    platformHosts,
    ...webAclArn,
  });
  const api = new ApiStack(app, 'LandingApi', {
    description: 'Landing builder: one Lambda function per route group behind an HTTP API',
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    siteBucket: stateful.siteBucket,
    signingSecret: stateful.signingSecret,
    codeSecret: stateful.codeSecret,
    domainKeySecret: stateful.domainKeySecret,
    originSecret: stateful.originSecret,
    lambdaDir,
    // `cdk deploy -c mailFrom=no-reply@your-domain` names an address verified in SES.
    mailFrom: String(app.node.tryGetContext('mailFrom') ?? DEFAULT_MAIL_FROM),
    // `-c paySecretArn=… -c payNotifyBaseUrl=https://your-site` turn on Alipay / WeChat Pay.
    pay: {
      ...(app.node.tryGetContext('paySecretArn')
        ? { secretArn: String(app.node.tryGetContext('paySecretArn')) }
        : {}),
      ...(app.node.tryGetContext('payNotifyBaseUrl')
        ? { notifyBaseUrl: String(app.node.tryGetContext('payNotifyBaseUrl')) }
        : {}),
    },
    cdnTenants: domains.tenants,
    // `cdk deploy -c cnameTarget=pages.your-domain` names the host whose CNAME is the RoutingEndpoint.
    cnameTarget: String(app.node.tryGetContext('cnameTarget') ?? DEFAULT_CNAME_TARGET),
    monitoring,
    publicOrigin: publicOriginContext(app, platformHosts),
    pagesOrigin: pagesOriginContext(app),
  });
  const cdn = new CdnStack(app, 'LandingCdn', {
    description: 'Landing builder: CloudFront for the site, the app, published pages and the API',
    siteBucket: stateful.siteBucket,
    uploadsBucket: stateful.uploadsBucket,
    logsBucket: stateful.logsBucket,
    api: api.api,
    collectApi: insights.collectApi,
    originSecret: stateful.originSecret.secretValue,
    clientDir,
    platformHosts,
    publicOrigin: publicOriginContext(app, platformHosts),
    pagesOrigin: pagesOriginContext(app),
    ...webAclArn,
    ...(app.node.tryGetContext('pagesCertificateArn')
      ? { pagesCertificateArn: String(app.node.tryGetContext('pagesCertificateArn')) }
      : {}),
  });
  // Last: the table's and distributions' alarms and the dashboard read every other stack.
  const monitoringStack = new Stack(app, 'LandingMonitoring', {
    description: 'Landing builder: the dashboard, and alarms on the table and the distributions',
  });
  monitoring.watchTable(monitoringStack, stateful.table);
  const smsLimit = Number(app.node.tryGetContext('smsMonthlyLimitUsd') ?? DEFAULT_SMS_MONTHLY_LIMIT_USD);
  if (!(smsLimit > 0)) throw new Error('smsMonthlyLimitUsd: give a positive amount in US dollars');
  monitoring.watchMessaging(monitoringStack, smsLimit);
  monitoring.watchProduct(monitoringStack);
  monitoring.watchDistribution(monitoringStack, 'AppCdn', cdn.distribution.distributionId, 'App CDN');
  monitoring.watchDistribution(
    monitoringStack,
    'PagesCdn',
    cdn.pagesDistribution.distributionId,
    'Pages CDN',
  );
  monitoring.watchDistribution(
    monitoringStack,
    'DomainsCdn',
    domains.tenants.distributionId,
    'Custom domains CDN',
  );
  const dashboard = monitoring.dashboard(monitoringStack, 'Dashboard');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { alarms, waf, stateful, insights, domains, api, cdn, monitoring: monitoringStack, dashboard };
}
