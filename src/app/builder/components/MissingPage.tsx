import { useEffect } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { navigate } from '#app/router/navigate.ts';

/** How long the missing-page notice shows before going back (spec section 9). */
export const MISSING_PAGE_DELAY_MS = 3000;

/** "The page does not exist", then back to the previous page after 3 seconds. */
export function MissingPage() {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (history.length > 1) history.back();
      else navigate('/landing-page/page/center', { replace: true });
    }, MISSING_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="lpb-status" role="alert">
      <p className="lpb-status__title">{t('missing')}</p>
      <p>{t('missingBack')}</p>
    </div>
  );
}
