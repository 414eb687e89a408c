import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  type SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { CONTROLS_SCRIPT, THEME_BOOT_SCRIPT } from '#components/site/scripts.ts';
import { DEFAULT_LANG } from '#core/i18n/lang.ts';
import { COLLECT_PATH } from '#core/insights-beacon.ts';
import { appPolicyAllowing, inlineScriptSources, scriptHashSource } from '#functions/local/csp.ts';
import { ORIGIN_VERIFY_HEADER } from '#functions/platform/origin.ts';
import {
  HASHED_ASSET_CACHE_CONTROL,
  HASHED_ASSET_MAX_AGE_SECONDS,
  PAGE_CACHE_CONTROL,
  PAGE_MAX_AGE_SECONDS,
} from '#functions/publish/cache-control.ts';
import { APP_SHELL_FILE, publicPageKey } from '#functions/site/keys.ts';
import { acknowledgeWildcardActions, acknowledgeWildcardResources } from './nag.ts';
import { securityHeadersBehavior } from './security-headers.ts';

/** The viewer-request function's source, a plain script so tests can run it. */
export const VIEWER_REQUEST_FILE = fileURLToPath(new URL('../edge/viewer-request.js', import.meta.url));
/** The line of the viewer-request script that synthesis replaces with the platform's host names. */
const PLATFORM_HOSTS_LINE = 'const PLATFORM_HOSTS = [];';
/** The line that synthesis replaces with the origin of published pages. */
const PAGES_ORIGIN_LINE = "const PAGES_ORIGIN = '';";
/** The line that synthesis sets when published pages are on an origin it cannot name. */
const PAGES_ELSEWHERE_LINE = 'const PAGES_ELSEWHERE = false;';
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * The viewer-request function's code: the script with PLATFORM_HOSTS set to `platformHosts`
 * (lower-case ascii names). The standard distribution's own *.cloudfront.net name needs no listing:
 * the runtime passes it to the function. Every other host is taken for a member's custom domain.
 */
export function viewerRequestCode(
  platformHosts: readonly string[] = [],
  pagesOrigin = '',
  pagesElsewhere = false,
): string {
  const source = readFileSync(VIEWER_REQUEST_FILE, 'utf8');
  for (const line of [PLATFORM_HOSTS_LINE, PAGES_ORIGIN_LINE, PAGES_ELSEWHERE_LINE]) {
    if (!source.includes(line)) {
      throw new Error(`${VIEWER_REQUEST_FILE} lost the line "${line}" that synthesis fills in`);
    }
  }
  const pages = pagesOrigin ? new URL(pagesOrigin).origin : '';
  const hosts = platformHosts.map((host) => host.trim().toLowerCase());
  for (const host of hosts) {
    if (!HOST_NAME.test(host)) throw new Error(`platformHosts: "${host}" is not a host name`);
  }
  return source
    .replace(PLATFORM_HOSTS_LINE, `const PLATFORM_HOSTS = ${JSON.stringify(hosts)};`)
    .replace(PAGES_ORIGIN_LINE, `const PAGES_ORIGIN = ${JSON.stringify(pages)};`)
    .replace(PAGES_ELSEWHERE_LINE, `const PAGES_ELSEWHERE = ${pagesElsewhere && !pages};`);
}

/** What the app and the published pages distributions acknowledge alike (their own TLS reasons differ). */
const DISTRIBUTION_ACKNOWLEDGEMENTS = [
  {
    id: 'annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    reason:
      'The site and uploads bucket policies in LandingStateful grant this account’s distributions read access.',
  },
  {
    id: 'AwsSolutions-CFR1',
    reason: 'Landing pages take ad traffic from any country the page owners choose; no country is blocked.',
  },
];

/**
 * An HTTP API as a CloudFront origin: API Gateway's endpoint is https://{id}.execute-api.{region}.{suffix};
 * the origin wants the host. CloudFront adds the origin secret as a header: the functions refuse
 * requests without it, so the execute-api address cannot be used to go around CloudFront and WAF.
 */
export function apiHttpOrigin(api: Pick<IHttpApi, 'apiEndpoint'>, originSecret: SecretValue): HttpOrigin {
  return new HttpOrigin(Fn.select(2, Fn.split('/', api.apiEndpoint)), {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
  });
}

/** The published pages distribution's viewer-request function (cdk/edge/pages-request.js). */
export const PAGES_REQUEST_FILE = fileURLToPath(new URL('../edge/pages-request.js', import.meta.url));

/**
 * The Content-Security-Policy header of the app shell and the public pages (the same as the local
 * server's, functions/local/csp.ts): their inline scripts by hash — the app shell's read from the
 * build at synthesis, the public pages' from src/components/site/scripts.ts — never
 * 'unsafe-inline' for scripts; framed only by the app itself.
 */
export function appContentSecurityPolicy(clientDir: string): string {
  const shell = join(clientDir, APP_SHELL_FILE);
  const hashes = new Set(existsSync(shell) ? inlineScriptSources(readFileSync(shell, 'utf8')) : []);
  for (const script of [THEME_BOOT_SCRIPT, CONTROLS_SCRIPT]) hashes.add(scriptHashSource(script));
  return appPolicyAllowing([...hashes]);
}

/**
 * What the published pages distribution adds to each page's own policy (its <meta> tag, which
 * cannot forbid framing): a second policy as a header; browsers enforce both.
 */
export const PAGES_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** The same for builder previews (/_preview/*), which the app's builder frames: framed by the app only. */
export function previewContentSecurityPolicy(appOrigins: readonly string[]): string {
  return `frame-ancestors ${appOrigins.join(' ')}; object-src 'none'; base-uri 'none'`;
}

/** The viewer-response function of /uploads/* (download or inline, sandbox), a plain script too. */
export const UPLOAD_RESPONSE_FILE = fileURLToPath(new URL('../edge/upload-response.js', import.meta.url));

type OriginBucket = Pick<IBucket, 'bucketArn' | 'bucketName' | 'bucketRegionalDomainName'>;

/**
 * A host name and the ACM certificate (us-east-1, as CloudFront requires) that covers it; with
 * `hostedZoneId` (`-c hostedZoneId=`), the Route 53 zone in which the deploy also points the name
 * at its distribution (alias A and AAAA records).
 */
export type SiteDomain = {
  readonly name: string;
  readonly certificateArn: string;
  readonly hostedZoneId?: string;
};

export type CdnStackProps = StackProps & {
  readonly siteBucket: OriginBucket;
  /** Member uploads, served under /uploads/* (functions/uploads/keys.ts). */
  readonly uploadsBucket: OriginBucket;
  readonly logsBucket: IBucket;
  readonly api: Pick<IHttpApi, 'apiEndpoint'>;
  /** The insights beacon's API (cdk/lib/insights-stack.ts): published pages post to it first-party. */
  readonly collectApi: Pick<IHttpApi, 'apiEndpoint'>;
  /** The value of the header CloudFront adds to API requests (LandingStateful's OriginVerifyKey). */
  readonly originSecret: SecretValue;
  /** The Astro static build (dist/client), deployed under `static/` of the site bucket. */
  readonly clientDir: string;
  /**
   * Names of the platform's own host besides the distribution's *.cloudfront.net name and `domain`
   * (e.g. another alias the operator gives the site); every other Host is a member's custom domain.
   */
  readonly platformHosts?: readonly string[];
  /**
   * The platform's own domain (`-c domain= -c certificateArn=`): the app, API and public pages
   * answer there (PUBLIC_ORIGIN); without it, on the distribution's *.cloudfront.net name.
   */
  readonly domain?: SiteDomain;
  /**
   * The published pages' domain (`-c pagesDomain= -c pagesCertificateArn=`), a registrable domain
   * of its own (PAGES_ORIGIN): the second distribution answers only there, and /{id} on the app's
   * distribution redirects to it. Without it, the second distribution's *.cloudfront.net name
   * (another site to browsers too), and /{id} on the app's distribution answers 404.
   */
  readonly pagesDomain?: SiteDomain;
  /** The CLOUDFRONT web ACL on both distributions: LandingWaf's (read at deploy time) or `-c webAclArn=`. */
  readonly webAclArn: string;
};

/**
 * CloudFront in front of everything a browser loads: the site bucket (static build, public pages,
 * published pages) through Origin Access Control, and the HTTP API under /client/* uncached.
 *
 * The public pages (site/{lang}/...) are rendered from the site configuration in the database, so
 * they are written by the ops command's site export after a deploy, not by this stack; this stack
 * deploys the static build only and never deletes objects under site/ or published/.
 */
export class CdnStack extends Stack {
  readonly distribution: Distribution;
  /** The published pages' own distribution (PAGES_ORIGIN). */
  readonly pagesDistribution: Distribution;
  /** Where the app answers (PUBLIC_ORIGIN): https://{domain}, or the distribution's own name (a token). */
  readonly publicOrigin: string;
  /** Where published pages answer (PAGES_ORIGIN): https://{pagesDomain}, or their distribution's own name. */
  readonly pagesOrigin: string;

  constructor(scope: Construct, id: string, props: CdnStackProps) {
    super(scope, id, props);

    // The site bucket, by reference: its policy (stateful stack) already lets this account's
    // distributions read it; letting the origin edit it would make the two stacks depend on each other.
    const siteBucket = Bucket.fromBucketAttributes(this, 'SiteBucket', {
      bucketArn: props.siteBucket.bucketArn,
      bucketName: props.siteBucket.bucketName,
      bucketRegionalDomainName: props.siteBucket.bucketRegionalDomainName,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket);
    // Likewise the uploads bucket, whose policy lets this account's distributions read uploads/*.
    const uploadsBucket = Bucket.fromBucketAttributes(this, 'UploadsBucket', {
      bucketArn: props.uploadsBucket.bucketArn,
      bucketName: props.uploadsBucket.bucketName,
      bucketRegionalDomainName: props.uploadsBucket.bucketRegionalDomainName,
    });
    const uploadsOrigin = S3BucketOrigin.withOriginAccessControl(uploadsBucket);
    const uploadResponse = new EdgeFunction(this, 'UploadResponse', {
      comment: 'Uploads: never sniffed, inline only for images and video, sandboxed',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: UPLOAD_RESPONSE_FILE }),
    });
    // API Gateway's endpoint is https://{id}.execute-api.{region}.{suffix}; the origin wants the host.
    const apiOrigin = apiHttpOrigin(props.api, props.originSecret);

    const viewerRequest = new EdgeFunction(this, 'ViewerRequest', {
      comment:
        'Maps host and path to the site bucket layout (functions/site/keys.ts, functions/publish/keys.ts)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        viewerRequestCode(
          [...(props.platformHosts ?? []), ...(props.domain ? [props.domain.name] : [])],
          props.pagesDomain ? `https://${props.pagesDomain.name}` : '',
          true,
        ),
      ),
    });
    const functionAssociations = [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }];

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Landing builder security headers, with the app and public pages CSP',
      securityHeadersBehavior: securityHeadersBehavior({
        frame: HeadersFrameOption.SAMEORIGIN,
        csp: appContentSecurityPolicy(props.clientDir),
      }),
    });
    // Pages (app shell, public pages, published pages) change on deploy and publish: short lives,
    // so a publish is live within a minute without an invalidation.
    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Landing builder pages: at most 60 s',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(PAGE_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(PAGE_MAX_AGE_SECONDS),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    // Build assets carry a content hash in their names, so they never change.
    const assetCache = new CachePolicy(this, 'AssetCache', {
      comment: 'Landing builder hashed build assets: one year',
      minTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      defaultTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    // API answers are never cached (each says `cache-control: no-store`, and without a lifetime from
    // the origin nothing is kept), but CloudFront compresses only under a cache policy that lets
    // Accept-Encoding through: one with a zero default lifetime and every query string in the key.
    const apiCache = new CachePolicy(this, 'ApiCompressed', {
      comment: 'Landing builder API: not cached (no-store), compressed with brotli or gzip',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      comment: 'Landing builder: site, app, published pages and API',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: pageCache,
        responseHeadersPolicy: securityHeaders,
        functionAssociations,
      },
      additionalBehaviors: {
        '/_assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: assetCache,
          responseHeadersPolicy: securityHeaders,
          functionAssociations,
        },
        // Uploads have random names and never change (functions/uploads/keys.ts).
        '/uploads/*': {
          origin: uploadsOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: assetCache,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: uploadResponse, eventType: FunctionEventType.VIEWER_RESPONSE }],
        },
        '/client/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      errorResponses: [
        {
          // Without s3:ListBucket, S3 answers 403 for a missing object. Only the bucket answers 403:
          // the API's handled failures travel in HTTP 200 envelopes, its unknown routes as 404.
          httpStatus: 403,
          responseHttpStatus: 404,
          responsePagePath: `/${publicPageKey(DEFAULT_LANG, '404')}`,
          ttl: Duration.seconds(10),
        },
      ],
    });
    Validations.of(this.distribution).acknowledge(...DISTRIBUTION_ACKNOWLEDGEMENTS, {
      id: 'AwsSolutions-CFR4',
      reason:
        'The default *.cloudfront.net certificate cannot pin a TLS policy; custom domains bring their own ' +
        'certificate with a TLSv1.2 minimum.',
    });

    const ownName = `https://${this.distribution.distributionDomainName}`;
    this.publicOrigin = props.domain ? `https://${props.domain.name}` : ownName;
    new CfnOutput(this, 'SiteUrl', {
      description: props.domain
        ? props.domain.hostedZoneId
          ? `The app, API and public pages; ${props.domain.name} points at AppDistributionDomain (alias records in its hosted zone)`
          : `The app, API and public pages. Point ${props.domain.name} (DNS alias or CNAME) at AppDistributionDomain`
        : 'The app, API and public pages, on the distribution’s own name: no -c domain= was given (README "Deploy")',
      value: this.publicOrigin,
    });
    new CfnOutput(this, 'AppDistributionDomain', { value: this.distribution.distributionDomainName });
    // `cdk deploy` prints outputs' values, not their descriptions: the note is a value.
    if (!props.domain) {
      new CfnOutput(this, 'SiteUrlNote', {
        value:
          'No -c domain= was given: the app, API and public pages answer on the CloudFront name in SiteUrl (README "Deploy", step 4)',
      });
    }

    this.pagesDistribution = this.publishedPages(props, {
      collectOrigin: apiHttpOrigin(props.collectApi, props.originSecret),
      // The app answers on its distribution's own name and on the public origin (functions/local/csp.ts).
      appOrigins: [
        ...new Set([
          ownName,
          this.publicOrigin,
          ...(props.platformHosts ?? []).map((host) => `https://${host.toLowerCase()}`),
        ]),
      ],
      siteOrigin,
      uploadsOrigin,
      uploadResponse,
      pageCache,
      assetCache,
    });

    this.pagesOrigin = props.pagesDomain
      ? `https://${props.pagesDomain.name}`
      : `https://${this.pagesDistribution.distributionDomainName}`;

    this.pointAt('App', props.domain, this.distribution);
    this.pointAt('Pages', props.pagesDomain, this.pagesDistribution);
    this.deployStaticBuild(siteBucket, props.clientDir);
  }

  /**
   * With its hosted zone given, the domain's alias records (A and AAAA: the distributions answer
   * IPv6 too) to its distribution. A record of that name already in the zone stops the deploy:
   * remove it first (README "Deploy", step 4).
   */
  private pointAt(id: string, domain: SiteDomain | undefined, distribution: Distribution): void {
    if (!domain?.hostedZoneId) return;
    const zone = HostedZone.fromHostedZoneId(this, `${id}Zone`, domain.hostedZoneId);
    const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
    // A fully qualified name (trailing dot): the zone's own name is not known at synthesis.
    const recordName = `${domain.name}.`;
    new ARecord(this, `${id}AliasA`, { zone, recordName, target });
    new AaaaRecord(this, `${id}AliasAaaa`, { zone, recordName, target });
  }

  /**
   * The published pages' distribution: answers only on the pages origin (with its certificate),
   * serves /{id}, the hashed assets and uploads, nothing of the app; each page keeps its own CSP
   * (<meta>) and gets framing forbidden and the usual security headers as a header policy.
   */
  private publishedPages(
    props: CdnStackProps,
    shared: {
      collectOrigin: HttpOrigin;
      appOrigins: readonly string[];
      siteOrigin: ReturnType<typeof S3BucketOrigin.withOriginAccessControl>;
      uploadsOrigin: ReturnType<typeof S3BucketOrigin.withOriginAccessControl>;
      uploadResponse: EdgeFunction;
      pageCache: CachePolicy;
      assetCache: CachePolicy;
    },
  ): Distribution {
    const pagesRequest = new EdgeFunction(this, 'PagesRequest', {
      comment: 'Published pages origin: /{id}, hashed assets, the 404 page; nothing of the app',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: PAGES_REQUEST_FILE }),
    });
    const headers = new ResponseHeadersPolicy(this, 'PagesSecurityHeaders', {
      comment: 'Published pages: no framing; each page carries its own CSP as well',
      securityHeadersBehavior: securityHeadersBehavior({
        frame: HeadersFrameOption.DENY,
        csp: PAGES_CONTENT_SECURITY_POLICY,
      }),
    });
    const previewHeaders = new ResponseHeadersPolicy(this, 'PreviewSecurityHeaders', {
      comment: 'Builder previews: framed by the app only, never indexed',
      securityHeadersBehavior: securityHeadersBehavior({
        frame: null,
        csp: previewContentSecurityPolicy(shared.appOrigins),
      }),
      customHeadersBehavior: {
        customHeaders: [{ header: 'x-robots-tag', value: 'noindex, nofollow', override: true }],
      },
    });
    const viewerRequest = [{ function: pagesRequest, eventType: FunctionEventType.VIEWER_REQUEST }];
    const distribution = new Distribution(this, 'PagesDistribution', {
      comment: 'Landing builder: published pages on their own origin',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront-pages/',
      ...(props.pagesDomain
        ? {
            domainNames: [props.pagesDomain.name],
            certificate: Certificate.fromCertificateArn(
              this,
              'PagesCertificate',
              props.pagesDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: shared.siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: shared.pageCache,
        responseHeadersPolicy: headers,
        functionAssociations: viewerRequest,
      },
      additionalBehaviors: {
        // The insights beacon, first-party on the pages origin (no viewer-request rewrite).
        [COLLECT_PATH]: {
          origin: shared.collectOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
        '/_assets/*': {
          origin: shared.siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: shared.assetCache,
          responseHeadersPolicy: headers,
          functionAssociations: viewerRequest,
        },
        // Builder previews: each address is new (functions/publish/keys.ts), so nothing is cached.
        '/_preview/*': {
          origin: shared.siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: previewHeaders,
          functionAssociations: viewerRequest,
        },
        '/uploads/*': {
          origin: shared.uploadsOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: shared.assetCache,
          responseHeadersPolicy: headers,
          functionAssociations: [
            { function: shared.uploadResponse, eventType: FunctionEventType.VIEWER_RESPONSE },
          ],
        },
      },
      errorResponses: [
        {
          httpStatus: 403,
          responseHttpStatus: 404,
          responsePagePath: `/${publicPageKey(DEFAULT_LANG, '404')}`,
          ttl: Duration.seconds(10),
        },
      ],
    });
    Validations.of(distribution).acknowledge(...DISTRIBUTION_ACKNOWLEDGEMENTS, {
      id: 'AwsSolutions-CFR4',
      reason:
        'Without -c pagesDomain the distribution keeps its *.cloudfront.net certificate, whose TLS ' +
        'policy cannot be pinned; with it, TLSv1.2_2021 is the minimum.',
    });
    new CfnOutput(this, 'PagesUrl', {
      description: props.pagesDomain
        ? props.pagesDomain.hostedZoneId
          ? `Published pages; ${props.pagesDomain.name} points at PagesDistributionDomain (alias records in its hosted zone)`
          : `Published pages. Point ${props.pagesDomain.name} (DNS alias or CNAME) at PagesDistributionDomain`
        : 'Published pages, on their distribution’s own name: no -c pagesDomain= was given (README "Deploy")',
      value: props.pagesDomain
        ? `https://${props.pagesDomain.name}`
        : `https://${distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'PagesDistributionDomain', { value: distribution.distributionDomainName });
    if (!props.pagesDomain) {
      new CfnOutput(this, 'PagesUrlNote', {
        value:
          'No -c pagesDomain= was given: published pages answer on the CloudFront name in PagesUrl (README "Deploy", step 4)',
      });
    }
    return distribution;
  }

  /**
   * Copies the static build under `static/`: hashed assets first (immutable), then the files that
   * name them (short-lived), so a new app shell never points at an asset that is not there yet.
   * Nothing is pruned: tabs still running the previous build keep loading its lazy chunks.
   */
  private deployStaticBuild(siteBucket: IBucket, clientDir: string): void {
    const build = new Asset(this, 'StaticBuild', { path: clientDir });
    const source = Source.bucket(build.bucket, build.s3ObjectKey);
    const logGroup = new LogGroup(this, 'StaticDeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The copy handler's own role, so it gets no managed policy: it writes its log group only.
    const role = new Role(this, 'StaticDeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the static build into the site bucket (BucketDeployment)',
    });
    logGroup.grantWrite(role);
    const common = {
      sources: [source],
      destinationBucket: siteBucket,
      destinationKeyPrefix: 'static/',
      prune: false,
      memoryLimit: 512,
      role,
      logGroup,
    };
    const assets = new BucketDeployment(this, 'StaticAssets', {
      ...common,
      exclude: ['*'],
      include: ['_assets/*'],
      cacheControl: [CacheControl.fromString(HASHED_ASSET_CACHE_CONTROL)],
    });
    const files = new BucketDeployment(this, 'StaticFiles', {
      ...common,
      exclude: ['_assets/*'],
      cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
    });
    files.node.addDependency(assets);

    const grantsReason =
      "aws-cdk-lib's BucketDeployment grants: read the build zip from the CDK assets bucket, sync it into the site bucket.";
    acknowledgeWildcardActions(
      role,
      ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'],
      grantsReason,
    );
    acknowledgeWildcardResources(
      role,
      [build.bucket.arnForObjects('*'), siteBucket.arnForObjects('*')],
      grantsReason,
    );
    const handler = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "The BucketDeployment handler is aws-cdk-lib's (Python, with the AWS CLI layer); its runtime is CDK's choice.",
      });
    }
  }
}
