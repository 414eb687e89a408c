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

/** How long a toast stays, by type; errors stay longer so they can be read. */
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 3000, info: 3000, error: 5000 };

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a toast and removes it after its duration; the same message already on screen is not repeated. */
export function showToast(
  type: ToastType,
  message: string,
  durationMs = TOAST_DURATION_MS[type],
  link?: string,
  buyLink?: string,
): number {
  const same = $toasts
    .get()
    .find((toast) => toast.type === type && toast.message === message && toast.link === link);
  if (same) return same.id;
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, type, message, link, buyLink }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}
