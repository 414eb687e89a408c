import { atom } from 'nanostores';

export type ConfirmRequest = {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  /** The other button's label; "Cancel" when absent. */
  readonly cancelLabel?: string;
  readonly danger: boolean;
  readonly resolve: (ok: boolean) => void;
};

/** The open confirmation question, if any (one at a time; a new one answers the old one "no"). */
export const $confirm = atom<ConfirmRequest | null>(null);

/** Asks the member to confirm in the builder's dialog; resolves true on confirm. */
export function askConfirm(request: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  $confirm.get()?.resolve(false);
  return new Promise((resolve) => {
    $confirm.set({
      ...request,
      resolve: (ok) => {
        $confirm.set(null);
        resolve(ok);
      },
    });
  });
}
