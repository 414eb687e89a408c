import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaidPlanId } from '#core/plans.ts';

/** How long a plan given to a test member runs: longer than any test. */
export const SEEDED_PLAN_MS = 365 * 86_400_000;

/**
 * The write that gives a test member a paid plan for a year, as a purchase would leave it (tests
 * of what a paying member may do; tests of buying a plan go through POST /client/pay/buyPlan).
 */
export function seededPlanUpdate(table: string, userId: string, plan: PaidPlanId, nowMs = Date.now()) {
  return new UpdateCommand({
    TableName: table,
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET planId = :plan, planExpiresAt = :end',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':plan': plan, ':end': nowMs + SEEDED_PLAN_MS },
  });
}
