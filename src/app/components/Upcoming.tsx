import type { ReactNode } from 'react';
import { useT } from '#app/i18n/use-t.tsx';

/** A screen of a later capability: its title and what it will do (the page's `title` and `upcoming` strings). */
export function Upcoming({
  values,
  children,
}: {
  readonly values?: Record<string, string>;
  readonly children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="app-upcoming" aria-labelledby="page-title">
      <span className="app-badge">{t('placeholder.badge')}</span>
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      <p className="app-upcoming__text">{t('upcoming', values)}</p>
      {children}
    </section>
  );
}
