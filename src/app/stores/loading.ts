import { atom, computed } from 'nanostores';

/** Open references to the loading overlay (spec section 4: counted by references, closed at 0). */
export const $loadingCount = atom(0);
export const $loadingVisible = computed($loadingCount, (count) => count > 0);

export function openLoading(): void {
  $loadingCount.set($loadingCount.get() + 1);
}

export function closeLoading(): void {
  $loadingCount.set(Math.max(0, $loadingCount.get() - 1));
}
