import type { EventType } from '#modules/shared/event-tracking.ts';
import { installTrackingListener, type PixelGlobals, trackOn } from '#modules/shared/tracking-runtime.ts';
import type { PixelConfig, PixelKind } from './pixels.ts';

/**
 * The published page's only always-on script (no framework), present only when the page needs
 * it: reports clicks on `[data-lp-event]` to the page's pixels, injects the pixels' base codes once
 * the page is interactive, and runs the chat widget's welcome bubble and polling pick before its
 * island hydrates. Its settings come from the `#lp-runtime` JSON data block, never from code.
 */

type Win = Window & PixelGlobals & { TiktokAnalyticsObject?: string; _fbq?: unknown };
type Call = (...args: unknown[]) => void;
/** A base code's queueing function; the platform's script later sets the handler it forwards to. */
type Queue = Call & {
  queue?: unknown[];
  callQueue?: unknown[];
  callMethod?: Call;
  handleRequest?: Call;
  sendEvent?: Call;
};

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The official base codes' stubs: calls queue until the platform's script takes them over. */
function injectPixels(win: Win, config: PixelConfig): void {
  const events = (kind: PixelKind) => config[kind]?.events ?? [];
  const fb = config.facebook;
  if (fb && !win.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    win.fbq = fbq;
    win._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    for (const id of fb.ids) fbq('init', id);
    if (fb.pageView) fbq('track', 'PageView');
  }
  const tt = config.tiktok;
  if (tt && !win.ttq) {
    const list: unknown[][] = [];
    const methods = [
      'page',
      'track',
      'identify',
      'instances',
      'debug',
      'on',
      'off',
      'once',
      'ready',
      'alias',
      'group',
      'enableCookie',
      'disableCookie',
    ];
    const ttq = Object.assign(list, {}) as unknown as Record<string, unknown> & {
      track: (...a: unknown[]) => void;
      page: () => void;
    };
    for (const method of methods) ttq[method] = (...args: unknown[]) => list.push([method, ...args]);
    const registry: Record<string, unknown> = {};
    Object.assign(ttq, {
      methods,
      _i: registry,
      _t: {},
      _o: {},
      load: (id: string) => {
        const src = 'https://analytics.tiktok.com/i18n/pixel/events.js';
        registry[id] = Object.assign([], { _u: src });
        (ttq._t as Record<string, number>)[id] = Date.now();
        (ttq._o as Record<string, unknown>)[id] = {};
        addScript(`${src}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
      },
    });
    win.TiktokAnalyticsObject = 'ttq';
    win.ttq = ttq;
    for (const id of tt.ids) (ttq.load as (id: string) => void)(id);
    if (tt.pageView) ttq.page();
  }
  const snap = config.snapchat;
  if (snap && !win.snaptr) {
    const snaptr: Queue = (...args: unknown[]) => {
      if (snaptr.handleRequest) snaptr.handleRequest(...args);
      else snaptr.queue?.push(args);
    };
    snaptr.queue = [];
    win.snaptr = snaptr;
    addScript('https://sc-static.net/scevent.min.js');
    for (const id of snap.ids) snaptr('init', id, {});
    if (snap.pageView) snaptr('track', 'PAGE_VIEW');
  }
  const reddit = config.reddit;
  if (reddit && !win.rdt) {
    const rdt: Queue = (...args: unknown[]) => {
      if (rdt.sendEvent) rdt.sendEvent(...args);
      else rdt.callQueue?.push(args);
    };
    rdt.callQueue = [];
    win.rdt = rdt;
    addScript('https://www.redditstatic.com/ads/pixel.js');
    for (const id of reddit.ids) rdt('init', id);
    if (reddit.pageView) rdt('track', 'PageVisit');
  }
  for (const kind of ['facebook', 'tiktok', 'snapchat', 'reddit'] as const)
    for (const event of events(kind)) trackOn(kind, event.eventType as EventType, event.name, win);
}

/** Runs `task` once the page has loaded and the main thread is idle (pixels never delay the page). */
function whenInteractive(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

type Welcome = { delay: number; autoClose: boolean; closeDelay: number; cycle: number };

/** The chat widget's welcome bubble until the widget's island is live (it then runs its own timers). */
function runWelcome(widget: HTMLElement, welcome: Welcome): void {
  const bubble = widget.querySelector<HTMLElement>('.lp-chat-widget__welcome');
  const details = widget.querySelector('details');
  if (!bubble) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const live = () => widget.dataset.lpLive === '1' || Boolean(details?.open);
  const show = (after: number) => {
    timer = setTimeout(() => {
      if (live()) return;
      bubble.hidden = false;
      if (!welcome.autoClose) return;
      timer = setTimeout(() => {
        if (live()) return;
        bubble.hidden = true;
        if (welcome.cycle > 0) show(welcome.cycle * 1000);
      }, welcome.closeDelay * 1000);
    }, after);
  };
  details?.addEventListener('toggle', () => {
    if (!details.open) return;
    clearTimeout(timer);
    bubble.hidden = true;
    for (const badge of widget.querySelectorAll<HTMLElement>('.lp-chat-widget__badge')) badge.hidden = true;
  });
  bubble.querySelector('button')?.addEventListener('click', () => {
    clearTimeout(timer);
    bubble.hidden = true;
  });
  show(welcome.delay * 1000);
}

/** Polling: one account per visitor, picked at random once and kept (same key as the island). */
function runPolling(link: HTMLAnchorElement): void {
  const key = link.dataset.lpPollKey ?? '';
  let choices: [string, string][];
  try {
    choices = JSON.parse(link.dataset.lpPoll ?? '[]') as [string, string][];
  } catch {
    return;
  }
  if (choices.length < 2) return;
  let picked = '';
  try {
    picked = localStorage.getItem(key) ?? '';
  } catch {
    // Storage blocked: a fresh pick per visit.
  }
  let choice = choices.find(([account]) => account === picked);
  if (!choice) {
    choice = choices[Math.min(choices.length - 1, Math.floor(Math.random() * choices.length))];
    try {
      if (choice) localStorage.setItem(key, choice[0]);
    } catch {
      // See above.
    }
  }
  if (choice) link.href = choice[1];
}

export function startRuntime(): void {
  const win = window as Win;
  let config: PixelConfig = {};
  try {
    config = JSON.parse(document.getElementById('lp-runtime')?.textContent ?? '{}') as PixelConfig;
  } catch {
    config = {};
  }
  installTrackingListener(document, win);
  for (const widget of document.querySelectorAll<HTMLElement>('[data-lp-welcome]')) {
    try {
      runWelcome(widget, JSON.parse(widget.dataset.lpWelcome ?? '') as Welcome);
    } catch {
      // A malformed attribute only loses the bubble's timing.
    }
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lp-poll]')) runPolling(link);
  if (Object.keys(config).length > 0) whenInteractive(() => injectPixels(win, config));
}
