import { type CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CDN_CONTROL_REGION } from '#functions/domains/cdn-domains.ts';

/**
 * A stack of what CloudFront takes from us-east-1 only (the web ACL, certificates), pinned there
 * while the other stacks take their region from the profile at deploy time. They read its outputs
 * when they deploy (`readAtDeploy`: Fn::GetStackOutput, same account) and are ordered after it
 * (`protect`), so one `cdk deploy --all` makes these first and uses them. CDK's own cross-region
 * references need both stacks' regions known at synthesis, which would end offline synthesis
 * (docs/decisions.md, "The web ACL and certificates in the first deploy").
 */
export class EdgeStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: CDN_CONTROL_REGION } });
  }

  /**
   * An output's value as another stack reads it. Such a read is not kept in step: a changed value
   * reaches the reader on its next update.
   */
  readAtDeploy(output: CfnOutput): string {
    return Fn.getStackOutput(this.stackName, this.getLogicalId(output), this.region);
  }

  /** Orders the stacks that read this one's outputs after it. */
  protect(...stacks: Stack[]): void {
    for (const stack of stacks) stack.addStackDependency(this, `it reads ${this.stackName}'s outputs`);
  }
}
