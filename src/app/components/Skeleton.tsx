/**
 * The frame of the screen about to show, in shapes only (no text in either language): the header
 * bar, the member centre's sidebar on wide screens, and a few lines where the page will be. The
 * app shell carries it as HTML (src/pages/app.astro), so the first paint waits for no script or
 * call; the app shows the same until the language files and the first view are in. The app
 * shell's first script names the frame on <html data-frame> from the address
 * (src/app/boot/early-start.ts); the stylesheet draws the sidebar only for the member centre, no
 * bar for the login screen, and for the builder its toolbar, palette, settings and the page as a
 * light phone (the builder's own loading frame, BuildPage.tsx, then takes the same places).
 */
export function Skeleton() {
  return (
    <div className="app-skeleton" aria-busy="true">
      <div className="app-skeleton__bar" />
      <div className="app-skeleton__toolbar" />
      <div className="app-skeleton__frame">
        <div className="app-skeleton__side" />
        <div className="app-skeleton__body">
          <div className="app-skeleton__line app-skeleton__line--wide" />
          <div className="app-skeleton__line" />
          <div className="app-skeleton__line app-skeleton__line--short" />
        </div>
        <div className="app-skeleton__aside" />
      </div>
    </div>
  );
}
