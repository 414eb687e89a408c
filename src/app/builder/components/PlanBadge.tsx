/** The plan a module needs and the member lacks (e.g. "Pro"), on its palette entry and on the canvas. */
export function PlanBadge({
  plan,
  t,
}: {
  plan: string | undefined;
  t: (key: string, values?: Record<string, string>) => string;
}) {
  if (!plan) return null;
  return (
    <span className="lpb-plan" title={t('needsPlan', { plan })} data-testid="plan-badge">
      {plan}
    </span>
  );
}
