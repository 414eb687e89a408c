import { Duration } from 'aws-cdk-lib';
import {
  type HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

/**
 * The security headers of every CloudFront response headers policy (app, published pages on their
 * origin and on members' domains, builder previews): HSTS for a year, nosniff, the referrer
 * policy, and the policy's own framing rule and Content-Security-Policy. HSTS has no
 * includeSubDomains: members bind their own domains, whose other subdomains are theirs.
 * `frame: null` sends no X-Frame-Options (a preview is framed by the app; its CSP's
 * frame-ancestors says by whom).
 */
export function securityHeadersBehavior(options: {
  frame: HeadersFrameOption | null;
  csp?: string;
}): ResponseSecurityHeadersBehavior {
  return {
    ...(options.csp ? { contentSecurityPolicy: { contentSecurityPolicy: options.csp, override: true } } : {}),
    strictTransportSecurity: {
      accessControlMaxAge: Duration.days(365),
      includeSubdomains: false,
      override: true,
    },
    contentTypeOptions: { override: true },
    ...(options.frame ? { frameOptions: { frameOption: options.frame, override: true } } : {}),
    referrerPolicy: {
      referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      override: true,
    },
  };
}
