import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { LedgerLog } from '#app/member-center/LedgerLog.tsx';
import { PaySummary } from '#app/pay/PaySummary.tsx';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { signIn } from '#app/pay/pay-api.ts';
import '../../../pay/pay.css';

/** Pay centre score: the member's points, today's sign-in, and the score log. */
export default function ScorePage() {
  const t = useT();
  const account = useStore($payAccount);
  const [busy, setBusy] = useState(false);
  // The log remounts after a sign-in so the new entry shows.
  const [round, setRound] = useState(0);
  const signedIn = account.data?.signed_in_today ?? false;

  const signInToday = async () => {
    setBusy(true);
    try {
      await signIn();
      await loadPayAccount({ quiet: true });
      setRound((value) => value + 1);
    } catch {
      // The API client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <LedgerLog
      key={round}
      kind="score"
      summary={
        <PaySummary label={t('score')} figure={(data) => ({ value: String(data.score) })}>
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={busy || signedIn || !account.data}
            onClick={signInToday}
          >
            {signedIn ? t('signedIn') : t('signIn')}
          </button>
        </PaySummary>
      }
    />
  );
}
