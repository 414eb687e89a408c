import type { Lang } from '#core/i18n/lang.ts';
import { PLAN_NAMES, planRefusalText } from '#core/i18n/plan-texts.ts';
import {
  addRefusal,
  type DomainForPlan,
  effectivePlanId,
  MODULE_ENTITLEMENTS,
  type Plan,
  type PlanHolding,
  type PlanId,
  type PlanRefusal,
  pageRefusal,
  planOf,
  planUnlocking,
} from '#core/plans.ts';
import { isExpiredDomain, listDomains } from '#functions/data/domains-repo.ts';
import { listPages } from '#functions/data/pages-repo.ts';
import { getMember } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * The server's checks of a member's plan (DESIGN.md point 17): every governed action asks here
 * (publishing: ./go-live.ts, which also reads the module registry), and the rules themselves are
 * the core's (src/core/plans.ts), the same data /pricing shows.
 */

/** The plan in force for a member at `nowMs` (free for an unknown member). */
export async function memberPlan(userId: string, nowMs: number): Promise<{ id: PlanId; plan: Plan }> {
  return planHeld(await getMember(userId), nowMs);
}

/** The plan a member read already (e.g. the caller's, read by the request's authentication) holds at `nowMs`. */
export function planHeld(member: PlanHolding | null, nowMs: number): { id: PlanId; plan: Plan } {
  const id = member ? effectivePlanId(member, nowMs) : 'free';
  return { id, plan: planOf(id) };
}

/**
 * What a member's plan lacks now: module entitlement → the name of the plan that unlocks it. The
 * member as read already (the caller's, read by the request's authentication: no read here).
 */
export function lockedEntitlements(
  member: PlanHolding | null,
  nowMs: number,
  lang: Lang,
): Record<string, string> {
  const { plan } = planHeld(member, nowMs);
  return Object.fromEntries(
    MODULE_ENTITLEMENTS.filter((need) => !plan[need]).map((need) => [
      need,
      PLAN_NAMES[lang][planUnlocking(need)],
    ]),
  );
}

/** The refusal as a handled failure: the sentence names the plan; data carries it and its link. */
export function planRequired(refusal: PlanRefusal, current: PlanId, lang: Lang): AppError {
  return new AppError('PlanRequired', {
    localizedMessage: planRefusalText(refusal, current, lang),
    data: refusal,
  });
}

/** The member's domains that count (an unverified one whose claim expired is gone). */
export async function countedDomains(userId: string, nowMs: number): Promise<DomainForPlan[]> {
  return (await listDomains(userId)).filter((domain) => !isExpiredDomain(domain, nowMs));
}

/** Whether the platform badge shows on the member's pages now. */
export async function badgeShown(userId: string, nowMs: number): Promise<boolean> {
  return !(await memberPlan(userId, nowMs)).plan.removeBranding;
}

/** Adding a page or a domain: refuses (PlanRequired) one more than the plan covers. */
export async function checkAdd(
  userId: string,
  kind: 'pages' | 'domains',
  nowMs: number,
  lang: Lang,
): Promise<void> {
  const [{ id, plan }, count] = await Promise.all([
    memberPlan(userId, nowMs),
    kind === 'pages'
      ? listPages(userId).then((pages) => pages.length)
      : countedDomains(userId, nowMs).then((domains) => domains.length),
  ]);
  const refusal = addRefusal(plan, kind, count);
  if (refusal) throw planRequired(refusal, id, lang);
}

/**
 * After an add: when concurrent adds together went past the plan, the newest over the count is
 * refused (its caller removes it). Answers the refusal or null.
 */
export async function addedBeyondPlan(
  userId: string,
  kind: 'pages' | 'domains',
  added: { id: string; createdAt: number },
  nowMs: number,
  lang: Lang,
): Promise<AppError | null> {
  const [{ id, plan }, all] = await Promise.all([
    memberPlan(userId, nowMs),
    kind === 'pages' ? listPages(userId) : countedDomains(userId, nowMs),
  ]);
  const older = all.filter(
    (other) =>
      other.id !== added.id &&
      (other.createdAt < added.createdAt || (other.createdAt === added.createdAt && other.id < added.id)),
  ).length;
  const refusal = addRefusal(plan, kind, older);
  return refusal ? planRequired(refusal, id, lang) : null;
}

/** Putting a page on a domain: refuses (PlanRequired) a domain beyond the plan's count. */
export async function checkDomainUse(
  userId: string,
  domainId: string,
  nowMs: number,
  lang: Lang,
): Promise<void> {
  const [{ id, plan }, domains] = await Promise.all([
    memberPlan(userId, nowMs),
    countedDomains(userId, nowMs),
  ]);
  const refusal = pageRefusal(plan, { id: '', createdAt: 0, domainId, needs: [] }, [], domains);
  if (refusal) throw planRequired(refusal, id, lang);
}
