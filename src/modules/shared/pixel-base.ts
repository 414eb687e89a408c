import type { EventType } from '#modules/shared/event-tracking.ts';

/**
 * The browser side of the pixel kit, shared by the four pixel modules: the base codes' queueing
 * stub, the script tag, the event call. Each pixel folder holds only what differs: pixel.ts (its id
 * pattern, origins) and base-code.ts (its global and event names; runtime-registry.ts lists them).
 * No zod and no React here: the published page's runtime script imports this.
 */

/** The page's window as the base codes see it: their globals by name. */
export type PixelWindow = { [global: string]: unknown };

export type PixelCall = (...args: unknown[]) => void;

/** One advertising platform as the server sees it (its pixel module's pixel.ts). */
export type PixelPlatform = {
  /** Key of the platform's settings in the page runtime's JSON (its base code's key). */
  key: string;
  /** The only ids that reach the page: anything else is dropped, whatever the schema let through. */
  idPattern: RegExp;
  /** Where the base code loads from and reports to (the page's CSP). */
  origins: { script: readonly string[]; connect: readonly string[] };
};

/**
 * One advertising platform's base code (its pixel module's base-code.ts): browser code, kept apart
 * from pixel.ts so that only the page runtime loads it (the builder and the server never do).
 */
export type PixelBaseCode = {
  /** The platform's key (pixel.ts). */
  key: string;
  /**
   * Installs the official base code's stub (once per page) and initialises the ids; the page view
   * carries `viewId`, the id the beacon sends with its view (the server-side copy repeats it).
   */
  install(win: PixelWindow, setup: { ids: readonly string[]; pageView: boolean; viewId?: string }): void;
  /**
   * Reports one event (`name`: the custom name, or the event type) when the platform's global is
   * there, with `eventId` (the beacon's id of the same click) for the platform's deduplication.
   */
  track(win: PixelWindow, eventType: EventType, name: string, eventId?: string): void;
};

/** Adds an async script tag to the head. */
export function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * The official base codes' stub: a function whose calls queue (in `queueKey`) until the
 * platform's script sets the handler (`forwardKey`) they are forwarded to.
 */
export function queuedGlobal(forwardKey: string, queueKey: string): PixelCall & Record<string, unknown> {
  const stub = ((...args: unknown[]) => {
    const forward = stub[forwardKey] as PixelCall | undefined;
    if (forward) forward(...args);
    else (stub[queueKey] as unknown[] | undefined)?.push(args);
  }) as PixelCall & Record<string, unknown>;
  stub[queueKey] = [];
  return stub;
}

/** A platform's global function, when the page has it. */
export function pixelGlobal(win: PixelWindow, name: string): PixelCall | undefined {
  const value = win[name];
  return typeof value === 'function' ? (value as PixelCall) : undefined;
}

/** Reports one event to one platform; a broken third-party pixel never breaks the visitor's click. */
export function trackOn(
  platform: PixelBaseCode,
  eventType: EventType,
  customName: string,
  win: PixelWindow,
  eventId?: string,
): void {
  const name = eventType === 'Custom' ? customName : eventType;
  if (name === '') return;
  try {
    platform.track(win, eventType, name, eventId);
  } catch {
    // See above.
  }
}

/**
 * Event ids shared by the insights beacon (src/published/beacon.ts, which writes these names out)
 * and the pixels, so that a server-side copy of an event carries the browser pixel's id: a click's
 * id lives on the click event itself (`lpId`: whichever listener runs first makes it), the page
 * view's on the window (`lpView`).
 */
export const SHARED_ID = { click: 'lpId', view: 'lpView' } as const;

const newId = () => crypto.randomUUID?.() ?? Math.random().toString(36).slice(2) + Date.now().toString(36);

/** The id of one click, shared with the beacon. */
export function clickEventId(event: Event): string {
  const holder = event as unknown as Record<string, string | undefined>;
  holder[SHARED_ID.click] ??= newId();
  return holder[SHARED_ID.click] as string;
}

/** The id of the page view, shared with the beacon. */
export function pageViewId(win: PixelWindow): string {
  win[SHARED_ID.view] ??= newId();
  return win[SHARED_ID.view] as string;
}
