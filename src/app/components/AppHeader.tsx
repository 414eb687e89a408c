import type { ReactNode } from 'react';
import { DarkToggle } from '#app/components/DarkToggle.tsx';
import { LangSwitch } from '#app/components/LangSwitch.tsx';
import { SiteBrand } from '#app/components/SiteBrand.tsx';
import { UserBadge } from '#app/components/UserBadge.tsx';

/** The top bar shared by the layouts: optional menu button, brand, navigation, language, theme, user. */
export function AppHeader({ start, nav }: { readonly start?: ReactNode; readonly nav?: ReactNode }) {
  return (
    <header className="app-header">
      {start}
      <SiteBrand />
      {nav ? <div className="app-header__nav">{nav}</div> : <span className="app-header__spacer" />}
      <div className="app-header__tools">
        <LangSwitch />
        <DarkToggle />
        <UserBadge />
      </div>
    </header>
  );
}
