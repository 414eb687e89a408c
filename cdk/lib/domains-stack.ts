import {
  Aws,
  CfnOutput,
  Duration,
  Fn,
  type SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  CachePolicy,
  CfnConnectionGroup,
  CfnDistribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionRuntime,
  HeadersFrameOption,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
} from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { DEFAULT_LANG } from '#core/i18n/lang.ts';
import { COLLECT_PATH } from '#core/insights-beacon.ts';
import { ORIGIN_VERIFY_HEADER } from '#functions/platform/origin.ts';
import { HASHED_ASSET_MAX_AGE_SECONDS, PAGE_MAX_AGE_SECONDS } from '#functions/publish/cache-control.ts';
import { publicPageKey } from '#functions/site/keys.ts';
import { UPLOAD_RESPONSE_FILE, viewerRequestCode } from './cdn-stack.ts';
import { securityHeadersBehavior } from './security-headers.ts';

type OriginBucket = Pick<IBucket, 'bucketName' | 'bucketRegionalDomainName'>;

export type DomainsStackProps = StackProps & {
  readonly siteBucket: OriginBucket;
  /** Member uploads, which published pages show under /uploads/* (functions/uploads/keys.ts). */
  readonly uploadsBucket: OriginBucket;
  readonly logsBucket: Pick<IBucket, 'bucketRegionalDomainName'>;
  /** The platform's own host names (the same list as the site distribution's function). */
  readonly platformHosts?: readonly string[];
  /** The insights beacon's API (cdk/lib/insights-stack.ts): pages on custom domains post to it first-party. */
  readonly collectApi: Pick<IHttpApi, 'apiEndpoint'>;
  /** The value of the header CloudFront adds to API requests (LandingStateful's OriginVerifyKey). */
  readonly originSecret: SecretValue;
  /** The CLOUDFRONT web ACL: LandingWaf's (read at deploy time) or `-c webAclArn=`. */
  readonly webAclArn: string;
};

/** What the domain route group needs to attach tenants (functions/domains/cdn-cloudfront.ts). */
export type TenantDistributionRef = {
  readonly distributionId: string;
  readonly distributionArn: string;
  readonly connectionGroupId: string;
  readonly connectionGroupArn: string;
};

/**
 * Members' custom domains: a CloudFront multi-tenant distribution (connection mode tenant-only)
 * over the site bucket, and the connection group its tenants join. The domain route group adds one
 * distribution tenant per verified domain at run time (functions/domains/cdn-cloudfront.ts), so a
 * domain goes live without a deploy. The viewer-request function is the site distribution's script:
 * every Host here is a custom domain, mapped to published/host/{domain}{route}/index.html, and
 * /_assets/* to the static build; /uploads/* come from the uploads bucket with the upload headers.
 * Pages live a minute in the cache, hashed assets and uploads a year.
 *
 * DNS: members point their domains' CNAME at the platform's CNAME target (PLATFORM_CNAME_TARGET,
 * which domain verification checks): the connection group's routing endpoint (output
 * RoutingEndpoint), or a host of the operator's pointed at it (`-c cnameTarget=`).
 */
export class DomainsStack extends Stack {
  readonly tenants: TenantDistributionRef;
  readonly distribution: CfnDistribution;
  /** The connection group's routing endpoint: where members' CNAME records lead (a token). */
  readonly routingEndpoint: string;

  constructor(scope: Construct, id: string, props: DomainsStackProps) {
    super(scope, id, props);

    const viewerRequest = new EdgeFunction(this, 'ViewerRequest', {
      comment: 'Custom domains: Host and route to published/host/{domain}{route}/index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerRequestCode(props.platformHosts)),
    });
    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Published pages on custom domains: at most 60 s',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(PAGE_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(PAGE_MAX_AGE_SECONDS),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const assetCache = new CachePolicy(this, 'AssetCache', {
      comment: 'Hashed build assets on custom domains: one year',
      minTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      defaultTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(HASHED_ASSET_MAX_AGE_SECONDS),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Published pages on custom domains; each page sets its own Content-Security-Policy',
      securityHeadersBehavior: securityHeadersBehavior({ frame: HeadersFrameOption.SAMEORIGIN }),
    });
    const oac = new S3OriginAccessControl(this, 'SiteAccess', {
      description: 'Custom domains read published pages, the static build and uploads',
      signing: Signing.SIGV4_ALWAYS,
    });
    const uploadResponse = new EdgeFunction(this, 'UploadResponse', {
      comment: 'Uploads on custom domains: never sniffed, inline only for images and video, sandboxed',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: UPLOAD_RESPONSE_FILE }),
    });

    const originId = 'site';
    const behavior = {
      targetOriginId: originId,
      // Every tenant has a certificate (the member's, or one CloudFront manages), so HTTPS always.
      viewerProtocolPolicy: 'redirect-to-https',
      allowedMethods: ['GET', 'HEAD'],
      cachedMethods: ['GET', 'HEAD'],
      compress: true,
      responseHeadersPolicyId: securityHeaders.responseHeadersPolicyId,
      functionAssociations: [{ eventType: 'viewer-request', functionArn: viewerRequest.functionArn }],
    };
    this.distribution = new CfnDistribution(this, 'TenantDistribution', {
      distributionConfig: {
        comment: 'Landing builder: published pages on members’ custom domains (one tenant per domain)',
        enabled: true,
        connectionMode: 'tenant-only',
        webAclId: props.webAclArn,
        origins: [
          {
            id: originId,
            domainName: props.siteBucket.bucketRegionalDomainName,
            originAccessControlId: oac.originAccessControlId,
            s3OriginConfig: { originAccessIdentity: '' },
          },
          {
            id: 'uploads',
            domainName: props.uploadsBucket.bucketRegionalDomainName,
            originAccessControlId: oac.originAccessControlId,
            s3OriginConfig: { originAccessIdentity: '' },
          },
          {
            id: 'insights',
            domainName: Fn.select(2, Fn.split('/', props.collectApi.apiEndpoint)),
            customOriginConfig: { originProtocolPolicy: 'https-only', originSslProtocols: ['TLSv1.2'] },
            originCustomHeaders: [
              { headerName: ORIGIN_VERIFY_HEADER, headerValue: props.originSecret.unsafeUnwrap() },
            ],
          },
        ],
        defaultCacheBehavior: { ...behavior, cachePolicyId: pageCache.cachePolicyId },
        cacheBehaviors: [
          // The insights beacon, first-party on the member's domain: uncached, every viewer header
          // (address, country) but Host, no viewer-request rewrite.
          {
            pathPattern: COLLECT_PATH,
            targetOriginId: 'insights',
            viewerProtocolPolicy: 'https-only',
            allowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            cachedMethods: ['GET', 'HEAD'],
            cachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            originRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            responseHeadersPolicyId: securityHeaders.responseHeadersPolicyId,
          },
          { ...behavior, pathPattern: '/_assets/*', cachePolicyId: assetCache.cachePolicyId },
          // Uploads have random names and never change; the same headers as on the platform host.
          {
            ...behavior,
            pathPattern: '/uploads/*',
            targetOriginId: 'uploads',
            cachePolicyId: assetCache.cachePolicyId,
            functionAssociations: [{ eventType: 'viewer-response', functionArn: uploadResponse.functionArn }],
          },
        ],
        customErrorResponses: [
          {
            // A page not published at that domain and route: S3 answers 403 without ListBucket.
            errorCode: 403,
            responseCode: 404,
            responsePagePath: `/${publicPageKey(DEFAULT_LANG, '404')}`,
            errorCachingMinTtl: 10,
          },
        ],
        logging: {
          bucket: props.logsBucket.bucketRegionalDomainName,
          prefix: 'cloudfront-domains/',
          includeCookies: false,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Landing pages take ad traffic from any country the page owners choose; no country is blocked.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'A tenant-only distribution serves no host of its own; each tenant brings its certificate (the ' +
          'member’s, imported into ACM, or a CloudFront-managed one), with CloudFront’s TLSv1.2 default policy.',
      },
    );

    // Where tenants connect; IPv6 and HTTP/2+3 are connection-group settings for tenants.
    const connectionGroup = new CfnConnectionGroup(this, 'ConnectionGroup', {
      name: `${this.stackName}-domains`,
      enabled: true,
      ipv6Enabled: true,
    });

    this.tenants = {
      distributionId: this.distribution.attrId,
      distributionArn: `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${this.distribution.attrId}`,
      connectionGroupId: connectionGroup.attrId,
      connectionGroupArn: connectionGroup.attrArn,
    };

    this.routingEndpoint = connectionGroup.attrRoutingEndpoint;
    new CfnOutput(this, 'TenantDistributionId', { value: this.distribution.attrId });
    new CfnOutput(this, 'ConnectionGroupId', { value: connectionGroup.attrId });
    new CfnOutput(this, 'RoutingEndpoint', {
      description:
        'Members’ custom domains lead here: it is their CNAME target (LandingApi MemberCnameTarget) unless -c cnameTarget= names a host of yours pointed at it',
      value: connectionGroup.attrRoutingEndpoint,
    });
  }
}
