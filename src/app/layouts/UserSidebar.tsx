import { useStore } from '@nanostores/react';
import { CloseIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { menuTarget } from '#app/member-center/menus.ts';
import { $memberCenter, collapseMenu } from '#app/stores/member-center.ts';
import { showToast } from '#app/stores/toasts.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

export const USER_MENU_ID = 'user-menu';

function MenuLink({ entry, currentPath }: { readonly entry: RuleEntry; readonly currentPath: string }) {
  const t = useT();
  const target = menuTarget(entry);
  if (target.kind === 'route') {
    const current = currentPath.toLowerCase() === target.path.toLowerCase();
    return (
      <a className="app-menu__link" href={target.path} aria-current={current ? 'page' : undefined}>
        {entry.title}
      </a>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        className="app-menu__link"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={collapseMenu}
      >
        {entry.title}
        <span className="app-visually-hidden"> {t('menu.newWindow')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="app-menu__link"
      onClick={() => showToast('error', t('menu.unknownType'))}
    >
      {entry.title}
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

/** The member-centre menu: groups with headlines when there is more than one, links by menu type. */
export function UserSidebar({ currentPath }: { readonly currentPath: string }) {
  const { userMenus, showHeadline, menuExpand } = useStore($memberCenter);
  const t = useT();
  return (
    <nav id={USER_MENU_ID} className="app-sidebar" data-expanded={menuExpand} aria-label={t('menu.label')}>
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
    </nav>
  );
}
