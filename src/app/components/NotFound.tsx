import { useT } from '#app/i18n/use-t.tsx';

/** The 404 of unknown app routes (spec section 2). "Back to Home" leaves the app for the public home page. */
export function NotFound({ path }: { readonly path: string }) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="app-status-page">
      <p className="app-status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="app-status-page__title">{t('notFound.sorry')}</h1>
      <p>{t('notFound.inaccessible')}</p>
      <p className="app-status-page__detail">{t('notFound.path', { path })}</p>
      <a className="app-button app-button--primary" href="/">
        {t('notFound.backHome')}
      </a>
    </main>
  );
}
