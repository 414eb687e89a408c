import { useStore } from '@nanostores/react';
import { CloseIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useLayoutText } from '#app/layouts/layout-strings.ts';
import { ChevronsIcon, MenuIcon } from '#app/layouts/menu-icons.tsx';
import { menuTarget } from '#app/member-center/menus.ts';
import { $memberCenter, collapseMenu, toggleCollapsed } from '#app/stores/member-center.ts';
import { showToast } from '#app/stores/toasts.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

export const USER_MENU_ID = 'user-menu';

/** Is this menu route the page on screen? (Routes match without regard to case.) */
const isCurrent = (currentPath: string, target: string) => currentPath.toLowerCase() === target.toLowerCase();

/**
 * One menu entry by its type (spec section 2): tab and iframe entries navigate in the app (the
 * drawer closes after it), link entries open a new window, any other type says it cannot navigate.
 * The title stays in the text (hidden visually when the sidebar is shrunk), so it is always the name.
 */
function MenuLink({ entry, currentPath }: { readonly entry: RuleEntry; readonly currentPath: string }) {
  const t = useT();
  const target = menuTarget(entry);
  const icon = <MenuIcon name={entry.icon || (target.kind === 'external' ? 'link' : '')} />;
  const label = <span className="app-menu__text">{entry.title}</span>;
  if (target.kind === 'route') {
    return (
      <a
        className="app-menu__link"
        href={target.path}
        title={entry.title}
        aria-current={isCurrent(currentPath, target.path) ? 'page' : undefined}
        onClick={collapseMenu}
      >
        {icon}
        {label}
      </a>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        className="app-menu__link"
        href={target.url}
        title={entry.title}
        target="_blank"
        rel="noopener noreferrer"
        onClick={collapseMenu}
      >
        {icon}
        {label}
        <span className="app-visually-hidden"> {t('menu.newWindow')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="app-menu__link"
      title={entry.title}
      onClick={() => showToast('error', t('menu.unknownType'))}
    >
      {icon}
      {label}
    </button>
  );
}

function MenuList({
  entries,
  currentPath,
}: {
  readonly entries: readonly RuleEntry[];
  readonly currentPath: string;
}) {
  return (
    <ul className="app-menu__list">
      {entries.map((entry) =>
        entry.type === 'menu_dir' ? (
          <li key={entry.id}>
            <MenuList entries={entry.children} currentPath={currentPath} />
          </li>
        ) : (
          <li key={entry.id}>
            <MenuLink entry={entry} currentPath={currentPath} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The member-centre menu: groups with headlines when there is more than one, links by menu type.
 * On wide screens it can shrink to its icons; on narrow ones it is the drawer the header opens.
 */
export function UserSidebar({ currentPath }: { readonly currentPath: string }) {
  const { userMenus, showHeadline, menuExpand, collapsed, shrink } = useStore($memberCenter);
  const t = useT();
  const text = useLayoutText();
  const iconsOnly = collapsed && !shrink;
  return (
    <nav
      id={USER_MENU_ID}
      className="app-sidebar"
      data-expanded={menuExpand}
      data-collapsed={iconsOnly}
      aria-label={t('menu.label')}
    >
      <button
        type="button"
        className="app-icon-button app-sidebar__close"
        aria-label={t('menu.close')}
        onClick={collapseMenu}
      >
        <CloseIcon />
      </button>
      {userMenus.length === 0 ? <p className="app-menu__empty">{t('menu.empty')}</p> : null}
      {userMenus.map((entry) =>
        entry.type === 'menu_dir' ? (
          <div key={entry.id} className="app-menu__group">
            {showHeadline ? <h2 className="app-menu__headline">{entry.title}</h2> : null}
            <MenuList entries={entry.children} currentPath={currentPath} />
          </div>
        ) : (
          <MenuList key={entry.id} entries={[entry]} currentPath={currentPath} />
        ),
      )}
      <button
        type="button"
        className="app-icon-button app-sidebar__shrink"
        aria-pressed={iconsOnly}
        aria-label={iconsOnly ? text('widen') : text('shrink')}
        title={iconsOnly ? text('widen') : text('shrink')}
        onClick={toggleCollapsed}
      >
        <ChevronsIcon left={!iconsOnly} />
      </button>
    </nav>
  );
}
