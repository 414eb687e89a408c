import type { ReactNode } from 'react';
import { AppHeader } from '#app/components/AppHeader.tsx';
import { CenterNav } from '#app/components/CenterNav.tsx';

/** The plain page layout (the console): header and a centred content column. */
export function PageLayout({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  return (
    <div className="app-shell">
      <AppHeader nav={<CenterNav currentPath={path} />} />
      <main id="main" tabIndex={-1} className="app-main app-main--narrow">
        {children}
      </main>
    </div>
  );
}
