import { patternSource } from '#app/router/route-pattern.ts';
import { APP_ROUTES } from '#app/router/routes.ts';
import { STORAGE_KEYS } from '#core/browser-storage.ts';
import { GREETINGS, WELCOME_BACK } from '#core/greeting.ts';
import { GREETING_PERIOD_STARTS } from '#core/time.ts';

/**
 * The overview's greeting in the app shell's first paint. The member's name is kept on this
 * browser since they signed in (localStorage `userInfo`: id, username, nickname, avatar; never a
 * token), so the shell's skeleton greets them as the overview will ("Good evening, Amy! Welcome
 * back!", @amy, the avatar's letter) before any of the app's files or calls has answered; the
 * figures keep their placeholders until the overview's call is in. The same function gives the
 * app's own skeleton its greeting (Skeleton.tsx), so the text stays as it is when the app takes
 * over, and then the overview's hero is drawn in the same place.
 *
 * `shellGreeting` is written into the shell as source (`shellGreetingScript`): self-contained, no
 * imports. It says what `greeting()` (src/core/greeting.ts) says for every hour and both
 * languages (tests/unit/app/boot/shell-greeting.test.ts).
 */

export type ShellGreetingConfig = {
  /** localStorage key of the persisted user info. */
  readonly user: string;
  /** The overview's address as a regular expression source: the only page greeted. */
  readonly page: string;
  /** Each part of the day: the hour it starts at, then its phrase in en and zh-cn; in order. */
  readonly periods: readonly (readonly [number, string, string])[];
  /** The welcome after the phrase, en and zh-cn. */
  readonly welcome: readonly [string, string];
};

/** What the skeleton's greeting shows: the greeting, the account name and the avatar's letter ('' for a picture). */
export type ShellGreeting = { readonly text: string; readonly username: string; readonly letter: string };

/** The greeting for `path` and the stored user info (its JSON), or null when the page or the member has none. */
export function shellGreeting(
  c: ShellGreetingConfig,
  path: string,
  stored: string | null,
  now: Date,
  lang: string,
): ShellGreeting | null {
  if (!new RegExp(c.page, 'i').test(path)) return null;
  let user: { id?: unknown; username?: unknown; nickname?: unknown; avatar?: unknown } | null = null;
  try {
    user = JSON.parse(stored || '{}');
  } catch {
    // Unreadable: nobody to greet (the app reads it the same way).
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const username = text(user?.username);
  // Without an id the shell sends no refresh (early-start.ts): nobody is signed in here.
  if (!username || !text(user?.id)) return null;
  const name = text(user?.nickname) || username;
  const zh = lang !== 'en';
  let phrase = '';
  for (const period of c.periods) if (now.getHours() >= period[0]) phrase = zh ? period[2] : period[1];
  const who = name.trim();
  const welcome = zh ? c.welcome[1] : c.welcome[0];
  return {
    text: zh
      ? `${phrase}${who ? `，${who}` : ''}！${welcome}`
      : `${phrase}${who ? `, ${who}` : ''}! ${welcome}`,
    username: username,
    letter: text(user?.avatar) ? '' : (Array.from(who)[0] || '?').toUpperCase(),
  };
}

export const SHELL_GREETING_CONFIG: ShellGreetingConfig = {
  user: STORAGE_KEYS.userInfo,
  page: patternSource(APP_ROUTES.userAccountOverview),
  periods: GREETING_PERIOD_STARTS.map(([hour, period]) => [
    hour,
    GREETINGS[period].en,
    GREETINGS[period]['zh-cn'],
  ]),
  welcome: [WELCOME_BACK.en, WELCOME_BACK['zh-cn']],
};

/** The skeleton's greeting part's class (Skeleton.tsx); the shell's script fills it in. */
export const SKELETON_GREETING_CLASS = 'app-skeleton__greeting';

/**
 * The inline script after the skeleton in the shell's body (src/pages/app.astro): fills in the
 * skeleton's greeting and shows it, before the first paint. Anything unreadable leaves it hidden.
 */
export function shellGreetingScript(config: ShellGreetingConfig = SHELL_GREETING_CONFIG): string {
  const source = shellGreeting
    .toString()
    .replace(/\/\/[^\n]*\n/g, '\n')
    .replace(/\n\s+/g, '\n');
  return `(function(){try{var g=(${source})(${JSON.stringify(config)},location.pathname,localStorage.getItem(${JSON.stringify(config.user)}),new Date(),document.documentElement.lang),e=document.querySelector('.${SKELETON_GREETING_CLASS}');if(!g||!e)return;var a=e.children[0],h=e.children[1].children;a.textContent=g.letter;if(g.letter)a.className+=' mc-avatar--letter';h[0].textContent=g.text;h[1].textContent='@'+g.username;e.hidden=false}catch(x){}})()`;
}
