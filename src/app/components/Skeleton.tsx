import { useStore } from '@nanostores/react';
import {
  SHELL_GREETING_CONFIG,
  type ShellGreeting,
  SKELETON_GREETING_CLASS,
  shellGreeting,
} from '#app/boot/shell-greeting.ts';
import { $lang } from '#app/stores/lang.ts';
import { $userInfo } from '#app/stores/user-info.ts';

/**
 * The frame of the screen about to show, in shapes only (no text in either language): the header
 * bar, the member centre's sidebar on wide screens, and a few lines where the page will be. The
 * app shell carries it as HTML (src/pages/app.astro), so the first paint waits for no script or
 * call; the app shows the same until the language files and the first view are in. The app
 * shell's first script names the frame on <html data-frame> from the address
 * (src/app/boot/early-start.ts); the stylesheet draws the sidebar only for the member centre, no
 * bar for the login screen, and for the builder its toolbar, palette, settings and the page as a
 * light phone (the builder's own loading frame, BuildPage.tsx, then takes the same places).
 *
 * On the overview, a member who signed in on this browser is greeted at once, where the overview
 * greets them (src/app/boot/shell-greeting.ts): the shell's script fills in the greeting's part
 * before the first paint, and the app's skeleton draws the same.
 */
export function Skeleton() {
  const greeting = useGreeting();
  return (
    <div className="app-skeleton" aria-busy="true">
      <div className="app-skeleton__bar" />
      <div className="app-skeleton__toolbar" />
      <div className="app-skeleton__frame">
        <div className="app-skeleton__side" />
        <div className="app-skeleton__body">
          <SkeletonGreeting greeting={greeting} />
          <div className="app-skeleton__line app-skeleton__line--wide" />
          <div className="app-skeleton__line" />
          <div className="app-skeleton__line app-skeleton__line--short" />
        </div>
        <div className="app-skeleton__aside" />
      </div>
    </div>
  );
}

/** The greeting for this address and member; none while the shell is built. */
function useGreeting(): ShellGreeting | null {
  const user = useStore($userInfo);
  const lang = useStore($lang);
  if (typeof window === 'undefined') return null;
  return shellGreeting(SHELL_GREETING_CONFIG, location.pathname, JSON.stringify(user), new Date(), lang);
}

/**
 * The overview's hero in the skeleton: avatar (its letter, or a blank disc for a picture), the
 * greeting, the account name, and the edit button's place. Its shape is what the shell's script
 * fills in (`shellGreetingScript`): hidden until it greets someone.
 */
function SkeletonGreeting({ greeting }: { readonly greeting: ShellGreeting | null }) {
  return (
    <div className={`mc-hero ${SKELETON_GREETING_CLASS}`} hidden={!greeting}>
      <span className={greeting?.letter ? 'mc-avatar mc-avatar--letter' : 'mc-avatar'} aria-hidden="true">
        {greeting?.letter}
      </span>
      <div className="mc-grow">
        <h1 className="mc-greeting">{greeting?.text}</h1>
        <p className="mc-muted">{greeting ? `@${greeting.username}` : ''}</p>
      </div>
      <span className="app-skeleton__button" />
    </div>
  );
}
