import type { Lang } from '#core/i18n/lang.ts';
import type { PageDocument } from '#core/page/document.ts';
import { type Plan, type PlanId, type PlanRefusal, pageRefusal } from '#core/plans.ts';
import { listPages, type StoredPage } from '#functions/data/pages-repo.ts';
import { countedDomains, memberPlan, planRequired } from '#functions/plans/entitlements.ts';
import { documentNeeds } from '#modules/schemas.ts';

/** Why the page with this document may not be online under the member's plan now, or null. */
export async function goLiveRefusal(
  userId: string,
  page: Pick<StoredPage, 'id' | 'createdAt' | 'domainId'>,
  doc: PageDocument,
  nowMs: number,
): Promise<{ refusal: PlanRefusal | null; id: PlanId; plan: Plan }> {
  const [{ id, plan }, pages, domains] = await Promise.all([
    memberPlan(userId, nowMs),
    listPages(userId),
    page.domainId ? countedDomains(userId, nowMs) : Promise.resolve([]),
  ]);
  const facts = { ...page, needs: documentNeeds(doc.modules) };
  return { refusal: pageRefusal(plan, facts, pages, domains), id, plan };
}

/**
 * Publishing: refuses (PlanRequired) a page the plan does not cover (a module's entitlement, a
 * page beyond the plan's count, a domain beyond it); answers whether the platform badge shows.
 */
export async function checkGoLive(
  userId: string,
  page: Pick<StoredPage, 'id' | 'createdAt' | 'domainId'>,
  doc: PageDocument,
  nowMs: number,
  lang: Lang,
): Promise<{ badge: boolean }> {
  const { refusal, id, plan } = await goLiveRefusal(userId, page, doc, nowMs);
  if (refusal) throw planRequired(refusal, id, lang);
  return { badge: !plan.removeBranding };
}
