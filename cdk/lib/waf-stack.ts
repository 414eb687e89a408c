import { CfnOutput, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { insightsCollect } from '#core/contracts/endpoints/insights.ts';
import { EdgeStack } from './edge-stack.ts';

/**
 * Requests one client address may make to an endpoint in five minutes before WAF blocks it for a
 * while (the handlers' own limits per account and number stay in force beneath these).
 */
export const WAF_RATE_LIMITS: readonly {
  readonly name: string;
  readonly path: string;
  readonly limit: number;
}[] = [
  { name: 'SignIn', path: '/client/user/checkIn', limit: 100 },
  { name: 'SmsCodes', path: '/client/Sms/send', limit: 20 },
  { name: 'EmailCodes', path: '/client/Ems/send', limit: 20 },
  { name: 'InsightsCollect', path: insightsCollect.path, limit: 2_000 },
];

/** AWS managed rule groups, each with the rules switched to counting (and why). */
export const WAF_MANAGED_GROUPS: readonly {
  readonly name: string;
  readonly countOnly?: readonly string[];
}[] = [
  // Page documents and rich text are saved as JSON bodies over 8 KB: the body size rule would block them.
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet' },
  { name: 'AWSManagedRulesAmazonIpReputationList' },
];

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The web ACL for the three distributions, in us-east-1 (a CLOUDFRONT web ACL must be there). The
 * distributions' stacks read its ARN at deploy time (`arnAtDeploy`), so one `cdk deploy --all`
 * makes the ACL first and attaches it.
 */
export class WafStack extends EdgeStack {
  readonly webAcl: CfnWebACL;
  private readonly arnOutput: CfnOutput;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    let priority = 0;
    const managed: CfnWebACL.RuleProperty[] = WAF_MANAGED_GROUPS.map(({ name, countOnly }) => ({
      name,
      priority: priority++,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(countOnly
            ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    const rates: CfnWebACL.RuleProperty[] = WAF_RATE_LIMITS.map(({ name, path, limit }) => ({
      name: `Rate${name}`,
      priority: priority++,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'EXACTLY',
              searchString: path,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        },
      },
      visibilityConfig: visibility(`Rate${name}`),
    }));
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description:
        'Landing builder: managed rule groups and per-address rate limits on sign-in, codes and the beacon',
      rules: [...managed, ...rates],
      visibilityConfig: visibility('LandingBuilder'),
    });
    this.arnOutput = new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The CLOUDFRONT web ACL in front of the app, pages and custom-domain distributions',
    });
  }

  /** The web ACL's ARN for the distributions' stacks (ordered after this one with `protect`). */
  get arnAtDeploy(): string {
    return this.readAtDeploy(this.arnOutput);
  }
}
