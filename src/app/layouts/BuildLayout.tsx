import type { ReactNode } from 'react';
import { DarkToggle } from '#app/components/DarkToggle.tsx';
import { LangSwitch } from '#app/components/LangSwitch.tsx';
import { useT } from '#app/i18n/use-t.tsx';

/** Layout of the page builder: a compact bar (back to the page centre, tools) and the full-width workspace. */
export function BuildLayout({ children }: { readonly children: ReactNode }) {
  const t = useT();
  return (
    <div className="app-shell app-shell--build">
      <header className="app-header app-header--compact">
        <a className="app-button app-button--ghost" href="/landing-page/page/center">
          <span aria-hidden="true">←</span> {t('app.pageCenter')}
        </a>
        <span className="app-header__title">{t('app.pageBuilder')}</span>
        <span className="app-header__spacer" />
        <div className="app-header__tools">
          <LangSwitch />
          <DarkToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="app-main app-main--full">
        {children}
      </main>
    </div>
  );
}
