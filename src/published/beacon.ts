import { AD_CLICK_IDS, COLLECT_PATH, channelOf, UTM_KEYS } from '#core/insights-beacon.ts';

/**
 * The published page's insights beacon (issue 14), on every published page: a page view once the
 * page is interactive, and every tap on a link (module id, channel, the event type its tracking
 * sets), with the landing URL's utm_* and ad click id and the referrer's host. First-party
 * (`COLLECT_PATH` on the page's own origin), cookieless: nothing about the visitor is stored.
 *
 * Not counted, decided here: a page shown in a frame (the builder's preview; published pages
 * forbid framing otherwise), a page still prerendering (until it is shown), and the owner's
 * browser. The app opens the owner's page with `#lp-owner`; the beacon then keeps the flag
 * `lp-owner:{page}` in that origin's localStorage (a yes/no opt-out, as Plausible's
 * `plausible_ignore`, no identifier) and stays silent there from then on.
 */

type Event = { type: 'view' | 'click'; module?: string; channel?: string; event?: string };

const newId = () =>
  crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function ownerBrowser(page: string): boolean {
  const key = `lp-owner:${page}`;
  try {
    if (location.hash === '#lp-owner') {
      localStorage.setItem(key, '1');
      history.replaceState(history.state, '', location.pathname + location.search);
    }
    return localStorage.getItem(key) === '1';
  } catch {
    // Storage refused (private mode): count the visit.
    return false;
  }
}

export function startBeacon(): void {
  const page = document.documentElement.dataset.lpPage;
  if (!page || window.top !== window || ownerBrowser(page)) return;
  const query = new URLSearchParams(location.search);
  const base: Record<string, unknown> = { page };
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = query.get(`utm_${key}`);
    if (value) utm[key] = value.slice(0, 100);
  }
  if (Object.keys(utm).length > 0) base.utm = utm;
  for (const [param, platform] of Object.entries(AD_CLICK_IDS)) {
    const click = query.get(param);
    if (click) {
      base.ad = { platform, click: click.slice(0, 500) };
      break;
    }
  }
  try {
    const host = new URL(document.referrer).hostname;
    if (host !== location.hostname) base.ref = host;
  } catch {
    // No referrer.
  }
  const send = (event: Event) => {
    const body = JSON.stringify({ ...base, id: newId(), ...event });
    if (!navigator.sendBeacon?.(COLLECT_PATH, body))
      fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const module = link.closest('[data-lp-m]')?.getAttribute('data-lp-m');
      const tracked = link.closest('[data-lp-event]');
      const name = tracked?.getAttribute('data-lp-event');
      send({
        type: 'click',
        channel: channelOf(new URL(link.href)),
        ...(module ? { module } : {}),
        ...(name
          ? { event: name === 'Custom' ? (tracked?.getAttribute('data-lp-event-name') ?? name) : name }
          : {}),
      });
    },
    { capture: true },
  );
  const view = () => {
    const idle = () => send({ type: 'view' });
    if ('requestIdleCallback' in window) requestIdleCallback(idle, { timeout: 2000 });
    else setTimeout(idle, 1);
  };
  const shown = () => {
    if (document.readyState === 'complete') view();
    else addEventListener('load', view, { once: true });
  };
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', shown, { once: true });
  else shown();
}
