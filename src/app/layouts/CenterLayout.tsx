import type { ReactNode } from 'react';
import { AppHeader } from '#app/components/AppHeader.tsx';
import { CenterNav } from '#app/components/CenterNav.tsx';

/** Layout of the page and domain centres: header with the centre tabs, wide content. */
export function CenterLayout({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  return (
    <div className="app-shell">
      <AppHeader nav={<CenterNav currentPath={path} />} />
      <main id="main" tabIndex={-1} className="app-main app-main--wide">
        {children}
      </main>
    </div>
  );
}
