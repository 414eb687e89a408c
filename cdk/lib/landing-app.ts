import { type App, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiGatewayStack, ApiStack } from './api-stack.ts';
import { CdnStack, type SiteDomain } from './cdn-stack.ts';
import { CertificatesStack } from './certificates-stack.ts';
import { DomainsStack } from './domains-stack.ts';
import { InsightsStack } from './insights-stack.ts';
import { AlarmsStack, DEFAULT_SMS_MONTHLY_LIMIT_USD, Monitoring } from './monitoring.ts';
import { StatefulStack } from './stateful-stack.ts';
import { WafStack } from './waf-stack.ts';

/** Sender of code emails unless the `mailFrom` context names one (it must be verified in SES). */
export const DEFAULT_MAIL_FROM = 'no-reply@example.com';

/** The `platformHosts` context (`-c platformHosts=a.example,b.example`, or a list in cdk.json) as names. */
export function platformHostsContext(app: App): string[] {
  const value: unknown = app.node.tryGetContext('platformHosts');
  const list = Array.isArray(value) ? value : String(value ?? '').split(',');
  return list.map((host) => String(host).trim()).filter((host) => host !== '');
}

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const CLOUDFRONT_WEB_ACL = /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[^/]+\/[0-9a-f-]+$/;
const CLOUDFRONT_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

const HOSTED_ZONE_ID = /^Z[A-Z0-9]{1,32}$/;

/** A domain from the context: with the ARN of its certificate, or the Route 53 hosted zone to make one in. */
export type DomainOption =
  | { readonly name: string; readonly certificateArn: string }
  | { readonly name: string; readonly hostedZoneId: string };

/**
 * One `-c <name>=host` with `-c <certificate>=arn` or `-c <zone>=hosted zone id`: all or nothing,
 * exactly one of the two, checked before anything is made.
 */
function domainOption(app: App, name: string, certificate: string, zone: string): DomainOption | undefined {
  const read = (key: string) => String(app.node.tryGetContext(key) ?? '').trim();
  const host = read(name).toLowerCase().replace(/\.$/, '');
  const arn = read(certificate);
  const zoneId = read(zone);
  if (!host && !arn && !zoneId) return undefined;
  if (!host) {
    const given = arn ? certificate : zone;
    throw new Error(`-c ${given}= needs -c ${name}=: the host name the certificate is for`);
  }
  if (!HOST_NAME.test(host)) throw new Error(`-c ${name}=${host}: give a host name such as example.com`);
  if (arn && zoneId) {
    throw new Error(
      `-c ${name}=${host}: give -c ${certificate}= (a certificate you have) or -c ${zone}= (a hosted zone to make one in), not both`,
    );
  }
  if (zoneId) {
    if (!HOSTED_ZONE_ID.test(zoneId)) {
      throw new Error(
        `-c ${zone}=${zoneId}: give the id of the Route 53 hosted zone that serves ${host}, such as Z0123456789ABCDEFGHIJ`,
      );
    }
    return { name: host, hostedZoneId: zoneId };
  }
  if (!arn) {
    throw new Error(
      `-c ${name}=${host} needs -c ${certificate}=: the ARN of an ACM certificate for ${host} in us-east-1 (CloudFront takes certificates from there only), or -c ${zone}=: the Route 53 hosted zone of ${host}, to make one`,
    );
  }
  if (!CLOUDFRONT_CERTIFICATE.test(arn)) {
    throw new Error(
      `-c ${certificate}=${arn}: give the ARN of an ACM certificate in us-east-1 (arn:aws:acm:us-east-1:…:certificate/…); CloudFront takes certificates from there only`,
    );
  }
  return { name: host, certificateArn: arn };
}

/**
 * The platform's addresses from the context. `-c domain=example.com -c certificateArn=…` (or
 * `-c hostedZoneId=…` instead of the ARN: a certificate made in that zone): the app,
 * API and public pages on that domain. `-c pagesDomain=example-pages.com -c pagesCertificateArn=…`:
 * published pages on theirs, which must be another registrable domain (not the app's or under it),
 * so no member's page shares the app's site. Either left out: the distribution's own
 * *.cloudfront.net name, given to the functions after the distributions exist (no placeholder).
 */
export function siteDomainsContext(app: App): { domain?: DomainOption; pagesDomain?: DomainOption } {
  const domain = domainOption(app, 'domain', 'certificateArn', 'hostedZoneId');
  const pagesDomain = domainOption(app, 'pagesDomain', 'pagesCertificateArn', 'pagesHostedZoneId');
  if (domain && pagesDomain) {
    const [a, b] = [domain.name, pagesDomain.name];
    if (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`)) {
      throw new Error(
        `-c pagesDomain=${b}: published pages need a registrable domain of their own, not ${a}'s or one under it (README "Security")`,
      );
    }
  }
  return { ...(domain ? { domain } : {}), ...(pagesDomain ? { pagesDomain } : {}) };
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
  // `-c webAclArn=` puts the distributions behind a web ACL of yours (e.g. one Firewall Manager
  // keeps), and LandingWaf is not made; otherwise LandingWaf's is read at deploy time.
  const webAcl = String(app.node.tryGetContext('webAclArn') ?? '').trim();
  if (webAcl && !CLOUDFRONT_WEB_ACL.test(webAcl)) {
    throw new Error(
      `-c webAclArn=${webAcl}: give the ARN of a CLOUDFRONT web ACL (arn:aws:wafv2:us-east-1:…:global/webacl/…)`,
    );
  }
  const waf = webAcl
    ? undefined
    : new WafStack(app, 'LandingWaf', {
        description: 'Landing builder: the CloudFront web ACL (us-east-1), deployed before the distributions',
      });
  const webAclArn = { webAclArn: waf ? waf.arnAtDeploy : webAcl };
  const stateful = new StatefulStack(app, 'LandingStateful', {
    description: 'Landing builder: DynamoDB table, S3 buckets and token-signing key (retained)',
  });
  const platformHosts = platformHostsContext(app);
  const { domain, pagesDomain } = siteDomainsContext(app);
  // Certificates to make (`-c hostedZoneId=`, `-c pagesHostedZoneId=`): in us-east-1, before the CDN.
  const zoned = Object.fromEntries(
    Object.entries({ domain, pagesDomain }).flatMap(([key, option]) =>
      option && 'hostedZoneId' in option ? [[key, option]] : [],
    ),
  );
  const certificates =
    Object.keys(zoned).length > 0
      ? new CertificatesStack(app, 'LandingCertificates', {
          description:
            'Landing builder: the platform’s DNS-validated certificates (us-east-1), made before the CDN',
          domains: zoned,
        })
      : undefined;
  const siteDomain = (key: string, option: DomainOption | undefined): SiteDomain | undefined => {
    if (!option) return undefined;
    if ('certificateArn' in option) return option;
    return {
      name: option.name,
      certificateArn: (certificates as CertificatesStack).arnAtDeploy(key),
      hostedZoneId: option.hostedZoneId,
    };
  };
  const appDomain = siteDomain('domain', domain);
  const pagesSiteDomain = siteDomain('pagesDomain', pagesDomain);
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
    platformHosts: [...platformHosts, ...(domain ? [domain.name] : [])],
    ...webAclArn,
  });
  // The HTTP API first (the CDN needs its address), its functions and routes after the CDN (they
  // need the CDN's names): docs/decisions.md, "The platform's addresses at deploy time".
  const gateway = new ApiGatewayStack(app, 'LandingGateway', {
    description: 'Landing builder: the HTTP API and its stage (routes and functions in LandingApi)',
  });
  const cdn = new CdnStack(app, 'LandingCdn', {
    description: 'Landing builder: CloudFront for the site, the app, published pages and the API',
    siteBucket: stateful.siteBucket,
    uploadsBucket: stateful.uploadsBucket,
    logsBucket: stateful.logsBucket,
    api: gateway.api,
    collectApi: insights.collectApi,
    originSecret: stateful.originSecret.secretValue,
    clientDir,
    platformHosts,
    ...(appDomain ? { domain: appDomain } : {}),
    ...(pagesSiteDomain ? { pagesDomain: pagesSiteDomain } : {}),
    ...webAclArn,
  });
  waf?.protect(domains, cdn);
  certificates?.protect(cdn);
  const cnameTarget = String(app.node.tryGetContext('cnameTarget') ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (cnameTarget && !HOST_NAME.test(cnameTarget)) {
    throw new Error(`-c cnameTarget=${cnameTarget}: give a host name such as domains.example.com`);
  }
  const api = new ApiStack(app, 'LandingApi', {
    description: 'Landing builder: one Lambda function per route group, and the HTTP API’s routes',
    api: gateway.api,
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
    // Members' CNAME target: the custom domains' routing endpoint, or `-c cnameTarget=domains.your-domain`
    // (a host of yours whose CNAME is that endpoint: members' records then survive a rebuilt stack).
    cnameTarget: cnameTarget || domains.routingEndpoint,
    monitoring,
    publicOrigin: cdn.publicOrigin,
    pagesOrigin: cdn.pagesOrigin,
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
  return {
    alarms,
    waf,
    certificates,
    stateful,
    insights,
    domains,
    gateway,
    api,
    cdn,
    monitoring: monitoringStack,
    dashboard,
  };
}
