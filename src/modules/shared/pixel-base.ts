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
  /** Installs the official base code's stub (once per page) and initialises the ids. */
  install(win: PixelWindow, setup: { ids: readonly string[]; pageView: boolean }): void;
  /** Reports one event (`name`: the custom name, or the event type) when the platform's global is there. */
  track(win: PixelWindow, eventType: EventType, name: string): void;
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
): void {
  const name = eventType === 'Custom' ? customName : eventType;
  if (name === '') return;
  try {
    platform.track(win, eventType, name);
  } catch {
    // See above.
  }
}
