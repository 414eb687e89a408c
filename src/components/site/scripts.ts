import { PREFERENCE_COOKIE_MAX_AGE, STORAGE_KEYS } from '#core/browser-storage.ts';

/**
 * The only JavaScript of the public pages: two tiny inline scripts, no framework and no request.
 * They are plain ES5 strings on purpose: they run before anything else, on every browser.
 */

/** `; path=/; max-age=…; samesite=lax`, the attributes of both preference cookies. */
const COOKIE_ATTRIBUTES = `; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;

/**
 * Runs in <head> before the first paint: applies the dark theme from the `ba-is-dark` cookie
 * ("1"/"0"), or from the system preference when the cookie is absent, so there is no flash.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${STORAGE_KEYS.isDark}=([01])/);var d=m?m[1]==="1":matchMedia("(prefers-color-scheme: dark)").matches;if(d)document.documentElement.classList.add("dark")}catch(e){}})()`;

/**
 * Runs at the end of <body>:
 * - `[data-set-lang]` buttons store the language in `ba-lang` and reload, so the edge serves the
 *   page in that language;
 * - `[data-toggle-theme]` buttons flip the `dark` class and store the choice in `ba-is-dark`;
 * - `[data-account]` links become "Console" links when a member is logged in on this browser
 *   (the app keeps the member's id, never a token, in localStorage `userInfo`, src/app/stores/user-info.ts).
 */
export const CONTROLS_SCRIPT = `(function(){var c=${JSON.stringify(COOKIE_ATTRIBUTES)};document.addEventListener("click",function(e){var t=e.target&&e.target.closest?e.target.closest("[data-set-lang],[data-toggle-theme]"):null;if(!t)return;var l=t.getAttribute("data-set-lang");if(l){if(l!==document.documentElement.lang){document.cookie="${STORAGE_KEYS.lang}="+l+c;location.reload()}return}var d=document.documentElement.classList.toggle("dark");document.cookie="${STORAGE_KEYS.isDark}="+(d?"1":"0")+c});try{var u=JSON.parse(localStorage.getItem("${STORAGE_KEYS.userInfo}")||"null");if(u&&u.id){var a=document.querySelectorAll("[data-account]");for(var i=0;i<a.length;i++){a[i].href="/console";a[i].textContent=a[i].getAttribute("data-console")}}}catch(e){}})()`;
