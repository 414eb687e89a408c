import { Upcoming } from '#app/components/Upcoming.tsx';
import { useT } from '#app/i18n/use-t.tsx';

/** The console: entry to the centres until the pages capability fills it with an overview. */
export default function ConsolePage() {
  const t = useT();
  return (
    <Upcoming>
      <div className="app-actions">
        <a className="app-button app-button--primary" href="/landing-page/page/center">
          {t('app.pageCenter')}
        </a>
        <a className="app-button" href="/landing-page/domain/center">
          {t('app.domainCenter')}
        </a>
        <a className="app-button" href="/user">
          {t('app.memberCenter')}
        </a>
      </div>
    </Upcoming>
  );
}
