import { atom } from 'nanostores';
import { fetchPayAccount } from '#app/pay/pay-api.ts';
import { setUserInfo } from '#app/stores/user-info.ts';
import type { PayAccountData } from '#core/contracts/pay.ts';

export type PayAccountState =
  | { readonly status: 'loading'; readonly data: PayAccountData | null }
  | { readonly status: 'error'; readonly data: PayAccountData | null }
  | { readonly status: 'ready'; readonly data: PayAccountData };

/**
 * The member's money as the pay screens show it: balance, score, pay password and quick pay, plan.
 * A reload keeps the figures on screen until the new ones arrive.
 */
export const $payAccount = atom<PayAccountState>({ status: 'loading', data: null });

let sequence = 0;

/** Loads (again) the member's pay account; the user info follows (spec section 3 fields). */
export async function loadPayAccount(options: { quiet?: boolean } = {}): Promise<PayAccountData | null> {
  const id = ++sequence;
  $payAccount.set({ status: 'loading', data: $payAccount.get().data });
  try {
    const { data } = await fetchPayAccount(options);
    if (id === sequence) {
      $payAccount.set({ status: 'ready', data });
      const { balance, balance_money, money, score, is_set_pay, quick_pay } = data;
      setUserInfo({ balance, balance_money, money, score, is_set_pay, quick_pay });
    }
    return data;
  } catch {
    // The API client has shown why (unless quiet); the screens offer a retry.
    if (id === sequence) $payAccount.set({ status: 'error', data: $payAccount.get().data });
    return null;
  }
}

/** Forgets the figures (another member may log in on this browser). */
export function resetPayAccount(): void {
  sequence += 1;
  $payAccount.set({ status: 'loading', data: null });
}
