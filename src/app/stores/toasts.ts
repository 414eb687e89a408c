import { atom } from 'nanostores';

/** Stacking level of the toast region (spec section 9: error toasts 9999), above the loading overlay. */
export const TOAST_Z_INDEX = 9999;

export type ToastType = 'success' | 'error' | 'info';
export type Toast = {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  /** A URL shown as a link after the message, with a copy button (e.g. a page's live address). */
  readonly link?: string | undefined;
  /** Where to buy the plan a refusal names: a button after the message. */
  readonly buyLink?: string | undefined;
};

/** A toast carrying a link or an action stays long enough to open, copy or follow it. */
export const LINK_TOAST_MS = 10_000;

/** The least time a toast stays on screen, by type; errors stay longer so they can be read. */
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 3000, info: 3000, error: 5000 };

/** Time to read a message: a second, then 60 ms a character (a sentence of 60 characters gets 4.6 s). */
const READ_MS_PER_CHARACTER = 60;

/** How long a toast of `type` saying `message` stays on screen when nobody points at it or focuses it. */
export function toastDurationMs(type: ToastType, message: string): number {
  return Math.max(TOAST_DURATION_MS[type], 1000 + message.length * READ_MS_PER_CHARACTER);
}

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

/**
 * Each toast's countdown. It runs only while the toast is on screen (the stack reports it with
 * `toastShown`), so a toast raised just before a route change, while the next screen's code still
 * loads on a slow phone, is read for its whole time; it pauses while the member points at the toast
 * or focuses something in it.
 */
type Clock = { remainingMs: number; runningSince: number | null; timer?: ReturnType<typeof setTimeout> };
const clocks = new Map<number, Clock>();

export function dismissToast(id: number): void {
  const clock = clocks.get(id);
  if (clock?.timer !== undefined) clearTimeout(clock.timer);
  clocks.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** The toast is on screen, or the pointer or focus left it: its countdown runs (again). */
export function toastShown(id: number): void {
  const clock = clocks.get(id);
  if (!clock || clock.runningSince !== null) return;
  clock.runningSince = Date.now();
  clock.timer = setTimeout(() => dismissToast(id), clock.remainingMs);
}

/** The member points at the toast or focuses something in it: its countdown waits. */
export function holdToast(id: number): void {
  const clock = clocks.get(id);
  if (!clock || clock.runningSince === null) return;
  clearTimeout(clock.timer);
  clock.remainingMs = Math.max(0, clock.remainingMs - (Date.now() - clock.runningSince));
  clock.runningSince = null;
}

/** A toast's countdown from `durationMs` again; running on if it ran, waiting if it waited. */
function restartClock(id: number, durationMs: number): void {
  const clock = clocks.get(id);
  if (!clock) return;
  const running = clock.runningSince !== null;
  if (clock.timer !== undefined) clearTimeout(clock.timer);
  clocks.set(id, { remainingMs: Math.max(durationMs, clock.remainingMs), runningSince: null });
  if (running) toastShown(id);
}

/**
 * Shows a toast; it leaves once it has been on screen for `durationMs` (by default the time to read
 * it). The same message already on screen is not repeated: its time starts over.
 */
export function showToast(
  type: ToastType,
  message: string,
  durationMs = toastDurationMs(type, message),
  link?: string,
  buyLink?: string,
): number {
  const same = $toasts
    .get()
    .find((toast) => toast.type === type && toast.message === message && toast.link === link);
  if (same) {
    // Said again (a second copy): its countdown starts over, or the answer to the new action
    // would leave with the old one, perhaps at once.
    restartClock(same.id, durationMs);
    return same.id;
  }
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, type, message, link, buyLink }]);
  clocks.set(id, { remainingMs: durationMs, runningSince: null });
  return id;
}
