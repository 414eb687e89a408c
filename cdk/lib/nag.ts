import { Stack, Validations } from 'aws-cdk-lib';
// cdk-nag's own formatter of resource ARNs in finding ids (not re-exported from its index).
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 finding for each resource pattern, e.g. the objects
 * under a bucket prefix. Nag names the finding after the ARN as the template holds it, which for
 * a reference to another stack is known only once references are resolved; so the ids are
 * computed in a validation hook, which synthesis runs after resolving and before the nag checks.
 */
export function acknowledgeWildcardResources(
  scope: IConstruct,
  resources: readonly string[],
  reason: string,
): void {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      for (const resource of resources) {
        const flat = flattenCfnReference(stack.resolve(resource));
        Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${flat}]`, reason });
      }
      return [];
    },
  });
}

/** Acknowledges nag's AwsSolutions-IAM5 finding for each wildcard action. */
export function acknowledgeWildcardActions(
  scope: IConstruct,
  actions: readonly string[],
  reason: string,
): void {
  for (const action of actions) {
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason });
  }
}
