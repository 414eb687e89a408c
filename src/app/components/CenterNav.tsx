import { useT } from '#app/i18n/use-t.tsx';

const LINKS = [
  { href: '/landing-page/page/center', label: 'app.pageCenter' },
  { href: '/landing-page/domain/center', label: 'app.domainCenter' },
  { href: '/user', label: 'app.memberCenter' },
] as const;

/** Links between the centres; the current one is marked for assistive technology. */
export function CenterNav({ currentPath }: { readonly currentPath: string }) {
  const t = useT();
  return (
    <nav className="app-center-nav" aria-label={t('app.mainNavigation')}>
      {LINKS.map((link) => {
        const current =
          currentPath === link.href || (link.href === '/user' && currentPath.startsWith('/user/'));
        return (
          <a
            key={link.href}
            href={link.href}
            className="app-center-nav__link"
            aria-current={current ? 'page' : undefined}
          >
            {t(link.label)}
          </a>
        );
      })}
    </nav>
  );
}
