import { useT } from '#app/i18n/use-t.tsx';
import { LedgerLog } from '#app/member-center/LedgerLog.tsx';
import { PaySummary } from '#app/pay/PaySummary.tsx';
import '../../../pay/pay.css';

/** Pay centre balance: total money (balance + balance_money, 2 decimals) above the balance log. */
export default function FinanceBalancePage() {
  const t = useT();
  return (
    <LedgerLog
      kind="balance"
      summary={
        <PaySummary
          label={t('total')}
          detailed
          figure={(data) => ({
            value: t('pay.money', { amount: data.money }),
            detail: t('detail', { balance: data.balance, balanceMoney: data.balance_money }),
          })}
        >
          <a className="app-button app-button--primary" href="/user/finance/recharge">
            {t('recharge')}
          </a>
        </PaySummary>
      }
    />
  );
}
