import { ApiCodeError } from '#app/api/errors.ts';

/**
 * The buy link of a refusal for want of a plan (data of #core/plans.ts PlanRefusal: its reason
 * and an in-app link), or '' for any other failure. Screens that refuse inside a modal dialog
 * (where the toast's button cannot be reached) show it beside the message.
 */
export function planLinkOf(error: unknown): string {
  if (!(error instanceof ApiCodeError)) return '';
  const data = error.envelope.data as { reason?: unknown; link?: unknown } | null;
  if (data?.reason !== 'plan_required' || typeof data.link !== 'string') return '';
  return data.link.startsWith('/') ? data.link : '';
}
