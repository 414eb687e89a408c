import { atom } from 'nanostores';

/**
 * The one place that blocks navigation away from unsaved work. A screen with unsaved changes calls
 * `blockNavigation(message)` and the release function when saved; in-app links, the Back button and
 * closing the tab all consult this store.
 */
export const $navigationGuard = atom<{ readonly message: string } | null>(null);

export function blockNavigation(message: string): () => void {
  const guard = { message };
  $navigationGuard.set(guard);
  return () => {
    if ($navigationGuard.get() === guard) $navigationGuard.set(null);
  };
}

/** Whether navigation may go ahead: always without a guard, else when the person confirms. */
export function confirmNavigation(
  ask: (message: string) => boolean = (message) => window.confirm(message),
): boolean {
  const guard = $navigationGuard.get();
  if (!guard) return true;
  if (!ask(guard.message)) return false;
  $navigationGuard.set(null);
  return true;
}
