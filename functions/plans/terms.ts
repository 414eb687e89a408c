import { PLAN_NAMES } from '#core/i18n/plan-texts.ts';
import { effectivePlanId, PLAN_NOTICE_DAYS, planLapsed } from '#core/plans.ts';
import { utcDay } from '#core/time.ts';
import { applyBatch } from '#functions/data/money-repo.ts';
import { listPages } from '#functions/data/pages-repo.ts';
import { getMember, markPlan, paidMembers, type StoredMember } from '#functions/data/users-repo.ts';
import type { Notifier } from '#functions/notify/message.ts';
import { describeError, type Logger } from '#functions/platform/log.ts';
import { type Alignment, alignLiveCopy, type PublishDeps } from '#functions/publish/publisher.ts';

/**
 * Plan terms (the daily job 'plan-terms', functions/schedules.ts): a paid plan whose end passed
 * lapses, and a plan about to end is announced. What a lapse does is what /pricing's FAQ promises
 * (src/core/i18n/site.ts): nothing is deleted; pages the Free plan does not cover (ad pixels, a
 * custom domain, beyond its page count: the newest first) go offline with what was live kept,
 * the badge comes back on the rest, and renewing puts them back as they were. Every step can be
 * repeated: the ledger memo is written once (with the `planLapsedFor` marker, in one conditional
 * write), the pages are brought in line under their publish leases, and `planAppliedFor` records
 * the plan state they were brought in line with.
 */

const DAY_MS = 86_400_000;

/** The plan state a member's pages are brought in line with: the plan in force and its end. */
export const planState = (member: StoredMember, nowMs: number) =>
  `${effectivePlanId(member, nowMs)}:${member.planExpiresAt}`;

export type AlignReport = Record<Alignment, number>;

/** Brings every page of the member in line with the plan in force at `nowMs` (functions/publish/publisher.ts). */
export async function alignMemberPages(
  userId: string,
  nowMs: number,
  deps: PublishDeps,
): Promise<AlignReport> {
  const report: AlignReport = { kept: 0, suspended: 0, restored: 0, rerendered: 0 };
  for (const page of await listPages(userId)) report[await alignLiveCopy(userId, page.id, nowMs, deps)]++;
  return report;
}

/**
 * Brings the member's pages in line and records that they are, unless they already were for this
 * plan state. Answers what was done (null: nothing to do).
 */
export async function applyMemberPlan(
  userId: string,
  nowMs: number,
  deps: PublishDeps,
): Promise<AlignReport | null> {
  const member = await getMember(userId);
  if (!member) return null;
  const state = planState(member, nowMs);
  if (member.planAppliedFor === state) return null;
  const report = await alignMemberPages(userId, nowMs, deps);
  // A purchase meanwhile changed the end: the next run (or the purchase's own call) applies that.
  await markPlan(userId, member.planExpiresAt, 'planAppliedFor', state);
  return report;
}

/**
 * Records the lapse of the member's term once: a ledger line of 0.00 saying so, with the marker.
 * Answers false when there was nothing to record (read again: a renewal may have come meanwhile).
 */
async function recordLapse(userId: string, nowMs: number): Promise<boolean> {
  const member = await getMember(userId);
  if (!member || member.planId === 'free' || !planLapsed(member, nowMs)) return false;
  if (member.planLapsedFor === member.planExpiresAt) return false;
  const end = member.planExpiresAt;
  const plan = member.planId;
  await applyBatch({
    userId: member.id,
    // Not later than the end, so a repeat looks for the line from the same time on.
    at: Math.min(end, Date.now()),
    moves: [{ kind: 'balance', amount: 0, ref: `lapse-${end}`, memo: { kind: 'plan_ended', plan } }],
    // The marker makes a repeat a no-op, written with the line: a purchase in between (a new end)
    // leaves the new term alone.
    extra: (current) => (current.planExpiresAt === end ? { planLapsedFor: end } : {}),
  });
  return true;
}

function noticeText(member: StoredMember): { subject: string; text: string } {
  const plan = member.planId === 'free' ? 'pro' : member.planId;
  const date = utcDay(member.planExpiresAt);
  const zh = PLAN_NAMES['zh-cn'][plan];
  const en = PLAN_NAMES.en[plan];
  return {
    subject: `你的${zh}将于 ${date} 到期 / Your ${en} plan ends on ${date}`,
    text: [
      `你的${zh}将于 ${date}（UTC）到期。到期后页面不会被删除，但免费版不包含的页面（含广告像素、使用自定义域名或超出页面数量的页面）会下线，续费后恢复。可在控制台续费。`,
      `Your ${en} plan ends on ${date} (UTC). Nothing is deleted then, but pages the Free plan does not cover (with ad pixels, on a custom domain, or beyond its page count) go offline until you renew. Renew from the console.`,
    ].join('\n\n'),
  };
}

/** Tells the member (email, else SMS) a few days before the end, once per end. */
async function noticeIfDue(
  member: StoredMember,
  nowMs: number,
  notify: (channel: 'email' | 'sms') => Notifier,
) {
  if (effectivePlanId(member, nowMs) === 'free') return false;
  if (member.planExpiresAt - nowMs > PLAN_NOTICE_DAYS * DAY_MS) return false;
  if (member.planNoticeFor === member.planExpiresAt) return false;
  const channel = member.email ? 'email' : member.mobile ? 'sms' : null;
  if (!channel) return false;
  // Claimed before sending: a notice is sent at most once, even by two runs at once.
  if (
    !(await markPlan(member.id, member.planExpiresAt, 'planNoticeFor', member.planExpiresAt, {
      unlessEqual: true,
    }))
  )
    return false;
  const { subject, text } = noticeText(member);
  await notify(channel).send({
    channel,
    to: channel === 'email' ? member.email : member.mobile,
    subject,
    text,
    event: 'plan_notice',
  });
  return true;
}

export type TermsReport = {
  members: number;
  lapsed: number;
  applied: number;
  notified: number;
  failed: number;
};

/**
 * The daily job: for every member who ever bought a plan, records a lapse, brings the pages in
 * line with the plan in force (a lapse, or a renewal whose own call did not finish) and sends the
 * notice before the end. `nowMs` is the job's clock (the ops command may set it: local stores only).
 */
export async function applyPlanTerms(options: {
  nowMs: number;
  log: Logger;
  deps: PublishDeps;
  notify: (channel: 'email' | 'sms') => Notifier;
}): Promise<TermsReport> {
  const { nowMs, log, deps, notify } = options;
  const report: TermsReport = { members: 0, lapsed: 0, applied: 0, notified: 0, failed: 0 };
  for await (const member of paidMembers()) {
    report.members++;
    try {
      if (planLapsed(member, nowMs) && member.planLapsedFor !== member.planExpiresAt) {
        if (await recordLapse(member.id, nowMs)) report.lapsed++;
      }
      const applied = await applyMemberPlan(member.id, nowMs, deps);
      if (applied) {
        report.applied++;
        log.info('plan applied to pages', { userId: member.id, ...applied });
      }
      if (await noticeIfDue(member, nowMs, notify)) report.notified++;
    } catch (error) {
      report.failed++;
      log.error('plan terms failed for a member', { userId: member.id, ...describeError(error) });
    }
  }
  return report;
}
