import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import type { PayAccountData } from '#core/contracts/pay.ts';

/**
 * The figure card above the balance and score logs: loads the member's pay account, shows a
 * skeleton, the figure, or a retry. `figure` picks what to show from the account; `detailed` says
 * it gives a detail line, whose place the skeleton keeps too (the card keeps its height: nothing
 * below it moves when the figure comes).
 */
export function PaySummary({
  label,
  figure,
  detailed = false,
  children,
}: {
  readonly label: string;
  readonly figure: (data: PayAccountData) => { value: string; detail?: string };
  readonly detailed?: boolean;
  readonly children?: ReactNode;
}) {
  const t = useT();
  const account = useStore($payAccount);
  useEffect(() => {
    void loadPayAccount({ quiet: true });
  }, []);
  const shown = account.data ? figure(account.data) : null;
  return (
    <div className="mc-card pay-summary" aria-busy={account.status === 'loading'}>
      <div className="pay-summary__figure">
        <span className="mc-stat__label">{label}</span>
        {shown ? (
          <strong className="pay-summary__value" data-testid="pay-summary-value">
            {shown.value}
          </strong>
        ) : account.status === 'error' ? (
          <span className="mc-muted">
            {t('pay.loadFailed')}{' '}
            <button type="button" className="app-button" onClick={() => void loadPayAccount()}>
              {t('pay.retry')}
            </button>
          </span>
        ) : (
          <span className="pay-summary__value" aria-hidden="true">
            <span className="mc-wait">{'\u00a0'}</span>
          </span>
        )}
        {shown?.detail ? <span className="mc-stat__detail">{shown.detail}</span> : null}
        {detailed && !shown && account.status !== 'error' ? (
          <span className="mc-stat__detail" aria-hidden="true">
            <span className="mc-wait mc-wait--long">{'\u00a0'}</span>
          </span>
        ) : null}
      </div>
      {children ? <div className="app-actions">{children}</div> : null}
    </div>
  );
}
