/**
 * The published page's insights beacon (issue 14), on every published page: a page view once the
 * page is loaded and idle, and every tap on a link (the module around it, the link's scheme and
 * host, the event type its tracking sets), with the landing URL's query and the referrer's host.
 * First-party (`COLLECT_PATH` on the page's own origin) and cookieless: nothing about the
 * visitor is stored. It sends raw facts; the server reads utm_*, ad click ids and the channel out
 * of them (src/core/insights-beacon.ts), so this stays well under 1 KB (BENCHMARKS row 16).
 *
 * Silent: in a frame (the builder's preview; published pages forbid framing otherwise), while
 * prerendering (until shown), and in the owner's browser. The app opens the owner's page with
 * `#lp-owner`; the beacon then keeps the flag `lp-owner:{page}` in that origin's localStorage (a
 * yes/no opt-out like Plausible's `plausible_ignore`, no identifier) and stays silent from then on.
 */

/**
 * COLLECT_PATH of src/core/insights-beacon.ts, written out: an import shared with the app would
 * become a chunk of its own, and the beacon one more request instead of one inline script
 * (tests/integration/published-page.test.ts checks that they agree).
 */
const COLLECT_PATH = '/client/insights/collect';

const doc = document;

/**
 * SHARED_ID of src/modules/shared/pixel-base.ts, written out for the same reason: a click's id
 * lives on the click event (`lpId`), the page view's on the window (`lpView`), whichever of the
 * beacon and the page runtime comes first makes it, so the pixels' browser events and the
 * server-side copies of the beacon's events carry one id (the platforms deduplicate on it).
 */
type Ids = { lpId?: string; lpView?: string };
const newId = () => crypto.randomUUID?.() ?? Math.random().toString(36).slice(2) + Date.now().toString(36);
/** The id kept under `key` on `holder` (the click event, or the window), made by the first to ask. */
const sharedId = (holder: Ids, key: keyof Ids): string => {
  holder[key] ??= newId();
  return holder[key];
};

function silent(page: string): boolean {
  const key = `lp-owner:${page}`;
  try {
    if (location.hash === '#lp-owner') {
      localStorage.setItem(key, '1');
      history.replaceState(history.state, '', location.pathname + location.search);
    }
    return top !== self || localStorage.getItem(key) === '1';
  } catch {
    // Storage refused (private mode), or a cross-origin frame.
    return top !== self;
  }
}

export function startBeacon(): void {
  const page = doc.documentElement.dataset.lpPage;
  if (!page || silent(page)) return;
  const ref = doc.referrer && new URL(doc.referrer).hostname;
  const base = {
    page,
    query: location.search.slice(0, 1500),
    ...(ref && ref !== location.hostname ? { ref } : {}),
  };
  const send = (id: string, event: Record<string, string>) => {
    const body = JSON.stringify({ ...base, id, ...event });
    if (!navigator.sendBeacon?.(COLLECT_PATH, body))
      fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true }).catch(() => 0);
  };
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link) return;
      const attr = (selector: string, name: string) => link.closest(selector)?.getAttribute(name);
      const url = new URL(link.href);
      send(sharedId(event as Ids, 'lpId'), {
        type: 'click',
        link: `${url.protocol}//${url.hostname}`,
        module: attr('[data-lp-m]', 'data-lp-m') ?? '',
        event:
          attr('[data-lp-event-name]', 'data-lp-event-name') ||
          (attr('[data-lp-event]', 'data-lp-event') ?? ''),
      });
    },
    { capture: true },
  );
  const view = () =>
    (self.requestIdleCallback ?? setTimeout)(() => send(sharedId(self as Ids, 'lpView'), { type: 'view' }), {
      timeout: 2000,
    } as never);
  const shown = () =>
    doc.readyState === 'complete' ? view() : addEventListener('load', view, { once: true });
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', shown, { once: true });
  else shown();
}
