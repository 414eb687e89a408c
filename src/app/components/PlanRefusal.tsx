import { useT } from '#app/i18n/use-t.tsx';

/**
 * A dialog's refusal from the server, in the request's language, with the "Buy the plan" link
 * when the refusal names a plan (data.reason 'plan_required' carries the link).
 */
export function PlanRefusal({
  message,
  link,
  testId,
  className = '',
}: {
  readonly message: string | null;
  readonly link?: string | null;
  readonly testId: string;
  readonly className?: string;
}) {
  const t = useT();
  if (!message) return null;
  return (
    <p className={`mc-alert ${className}`.trim()} role="alert" data-testid={testId}>
      <span>{message}</span>
      {link ? (
        <a className="app-button app-button--primary" href={link}>
          {t('toast.buyPlan')}
        </a>
      ) : null}
    </p>
  );
}
