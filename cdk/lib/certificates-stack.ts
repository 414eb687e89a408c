import { CfnOutput, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import { EdgeStack } from './edge-stack.ts';

/** A domain whose certificate this stack makes: its name and the Route 53 hosted zone that serves it. */
export type ZoneDomain = { readonly name: string; readonly hostedZoneId: string };

export type CertificatesStackProps = StackProps & {
  /** Keyed by the context option that named the domain (`domain`, `pagesDomain`). */
  readonly domains: Readonly<Record<string, ZoneDomain>>;
};

/**
 * The platform's certificates when `-c hostedZoneId=` (or `-c pagesHostedZoneId=`) is given instead
 * of a certificate ARN: ACM certificates in us-east-1 (where CloudFront takes them from), validated
 * by DNS records CloudFormation writes into that hosted zone, so the deploy waits until they are
 * issued. The distributions' stack reads their ARNs at deploy time (`arnAtDeploy`).
 */
export class CertificatesStack extends EdgeStack {
  private readonly outputs = new Map<string, CfnOutput>();

  constructor(scope: Construct, id: string, props: CertificatesStackProps) {
    super(scope, id, props);
    for (const [key, { name, hostedZoneId }] of Object.entries(props.domains)) {
      const id = key.charAt(0).toUpperCase() + key.slice(1);
      const certificate = new Certificate(this, `${id}Certificate`, {
        domainName: name,
        validation: CertificateValidation.fromDns(
          HostedZone.fromHostedZoneId(this, `${id}Zone`, hostedZoneId),
        ),
      });
      this.outputs.set(
        key,
        new CfnOutput(this, `${id}CertificateArn`, {
          value: certificate.certificateArn,
          description: `The certificate of ${name} (DNS-validated in hosted zone ${hostedZoneId})`,
        }),
      );
    }
  }

  /** The ARN of the certificate made for the domain named by context option `key`. */
  arnAtDeploy(key: string): string {
    const output = this.outputs.get(key);
    if (!output) throw new Error(`No certificate is made for -c ${key}=`);
    return this.readAtDeploy(output);
  }
}
