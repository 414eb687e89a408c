import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { AppHeader } from '#app/components/AppHeader.tsx';
import { CenterNav } from '#app/components/CenterNav.tsx';
import { CloseIcon, MenuIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useLayoutText } from '#app/layouts/layout-strings.ts';
import { USER_MENU_ID, UserSidebar } from '#app/layouts/UserSidebar.tsx';
import { $memberCenter, collapseMenu, toggleMenuExpand } from '#app/stores/member-center.ts';
import '../member-center/member-center.css';

/** What the member sees instead of the centre while `open_member_center` is off. */
function CentreClosed() {
  const text = useLayoutText();
  return (
    <section className="mc-closed" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {text('closedTitle')}
      </h1>
      <p className="mc-muted">{text('closedText')}</p>
      <a className="app-button app-button--primary" href="/">
        {text('backHome')}
      </a>
    </section>
  );
}

/**
 * The member centre: header, sidebar menu (shrinkable on wide screens, a drawer on phones that
 * closes after each navigation, on its close button, the backdrop and Escape) and the page; a
 * notice in their place while the member centre is closed.
 */
export function UserLayout({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const { open, menuExpand, collapsed, shrink } = useStore($memberCenter);
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
  const menuButton = open ? (
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
  ) : null;
  return (
    <div className="app-shell app-shell--user" data-sidebar={collapsed && !shrink ? 'icons' : 'full'}>
      <AppHeader start={menuButton} nav={<CenterNav currentPath={path} />} />
      <div className="app-user-body">
        {open ? <UserSidebar currentPath={path} /> : null}
        {open && menuExpand ? (
          <button
            type="button"
            className="app-backdrop"
            aria-label={t('menu.close')}
            onClick={collapseMenu}
          />
        ) : null}
        <main id="main" tabIndex={-1} className="app-main">
          {open ? children : <CentreClosed />}
        </main>
      </div>
    </div>
  );
}
