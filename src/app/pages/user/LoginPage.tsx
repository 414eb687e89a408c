import { DarkToggle } from '#app/components/DarkToggle.tsx';
import { LangSwitch } from '#app/components/LangSwitch.tsx';
import { SiteBrand } from '#app/components/SiteBrand.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { safeReturnPath } from '#app/router/resolve.ts';
import { useView } from '#app/router/view-context.tsx';

/** The login route (no layout, no login needed). Sign-up and login themselves come with the accounts capability. */
export default function LoginPage() {
  const t = useT();
  const returnTo = safeReturnPath(useView().search.redirect);
  return (
    <main id="main" tabIndex={-1} className="app-login">
      <div className="app-login__tools">
        <LangSwitch />
        <DarkToggle />
      </div>
      <div className="app-login__card">
        <SiteBrand />
        <span className="app-badge">{t('placeholder.badge')}</span>
        <h1 className="app-page-title">{t('title')}</h1>
        <p>{t('upcoming')}</p>
        {returnTo ? <p className="app-login__note">{t('redirectNote', { path: returnTo })}</p> : null}
        <a className="app-button" href="/">
          {t('notFound.backHome')}
        </a>
      </div>
    </main>
  );
}
