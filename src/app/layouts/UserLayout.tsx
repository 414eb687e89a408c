import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { AppHeader } from '#app/components/AppHeader.tsx';
import { CenterNav } from '#app/components/CenterNav.tsx';
import { CloseIcon, MenuIcon } from '#app/components/icons.tsx';
import { USER_MENU_ID, UserSidebar } from '#app/components/UserSidebar.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $memberCenter, collapseMenu, toggleMenuExpand } from '#app/stores/member-center.ts';

/** The member centre: header, sidebar menu (a drawer on phones) and the page. */
export function UserLayout({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const { open, menuExpand } = useStore($memberCenter);
  const t = useT();
  useEffect(() => {
    if (!menuExpand) return;
    // The expanded drawer closes with Escape, like any dialog-like panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') collapseMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuExpand]);
  const menuButton = (
    <button
      type="button"
      className="app-icon-button app-header__menu-button"
      aria-controls={USER_MENU_ID}
      aria-expanded={menuExpand}
      aria-label={menuExpand ? t('menu.close') : t('menu.open')}
      onClick={toggleMenuExpand}
    >
      {menuExpand ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
  return (
    <div className="app-shell app-shell--user">
      <AppHeader start={menuButton} nav={<CenterNav currentPath={path} />} />
      <div className="app-user-body">
        <UserSidebar currentPath={path} />
        {menuExpand ? (
          <button
            type="button"
            className="app-backdrop"
            aria-label={t('menu.close')}
            onClick={collapseMenu}
          />
        ) : null}
        <main id="main" tabIndex={-1} className="app-main">
          {open ? children : <p className="app-notice">{t('memberCenter.closed')}</p>}
        </main>
      </div>
    </div>
  );
}
