import { ApiNetworkError, ApiTimeoutError } from '#app/api/errors.ts';
import type { SetPayPasswordBody } from '#core/contracts/pay.ts';

/**
 * Saving the pay password so that the answer the screen shows is the truth. A save whose answer
 * was lost (time-out, dropped connection) may have been applied: it is sent again with the same
 * request_id, which the server answers "saved" once applied (functions/handlers/pay/settings.ts).
 * When no answer comes at all, the screen reads the pay account again and says the outcome is
 * unknown, never "failed". Submitting the same values again reuses the id, so it stays one save.
 */
export type PayPasswordSaveOutcome =
  | { readonly kind: 'saved' }
  | { readonly kind: 'refused'; readonly error: unknown }
  | { readonly kind: 'unknown' };

export type PayPasswordSaveDeps = {
  send: (body: SetPayPasswordBody) => Promise<unknown>;
  /** Reads the pay account again (after an unknown outcome). */
  reread: () => Promise<unknown>;
  newId: () => string;
};

/** Sends after the first: how many times a lost answer is asked again. */
export const SAVE_RETRIES = 2;

const isLostAnswer = (error: unknown) => error instanceof ApiTimeoutError || error instanceof ApiNetworkError;

/** Makes the save action, remembering the id of the last values tried. */
export function payPasswordSaver(deps: PayPasswordSaveDeps) {
  let last: { key: string; id: string } | null = null;
  return async function save(body: Omit<SetPayPasswordBody, 'request_id'>): Promise<PayPasswordSaveOutcome> {
    const key = JSON.stringify(body);
    if (last?.key !== key) last = { key, id: deps.newId() };
    const request = { ...body, request_id: last.id };
    for (let attempt = 0; attempt <= SAVE_RETRIES; attempt += 1) {
      try {
        await deps.send(request);
        last = null;
        return { kind: 'saved' };
      } catch (error) {
        if (!isLostAnswer(error)) {
          last = null;
          return { kind: 'refused', error };
        }
      }
    }
    await deps.reread().catch(() => undefined);
    return { kind: 'unknown' };
  };
}
