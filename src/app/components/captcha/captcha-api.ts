import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import type { ClickCaptchaData, PowChallenge } from '#core/contracts/captcha.ts';
import * as commonEndpoints from '#core/contracts/endpoints/common.ts';

/** A fresh id for a captcha: the browser names it, the server stores the answer under it. */
export function newCaptchaId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** GET /client/common/clickCaptcha; failures are shown by the dialog, not as toasts. */
export async function loadClickCaptcha(id: string): Promise<ClickCaptchaData> {
  const answer = await api(
    commonEndpoints.clickCaptcha,
    { id },
    { showCodeMessage: false, showErrorMessage: false },
  );
  return answer.data;
}

/** A proof of work being solved in the background; `solution` is null when it failed or was stopped. */
export type PowWork = { solution: Promise<string | null>; stop: () => void };

/**
 * Starts solving the captcha's proof of work (altcha-lib with WebCrypto PBKDF2, loaded on demand so
 * no page's first load carries it) while the member clicks. Answers the `pow` field of the check.
 */
export function startPow(challenge: PowChallenge): PowWork {
  const controller = new AbortController();
  const solution = Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')])
    .then(async ([altcha, pbkdf2]) => {
      const solved = await altcha.solveChallenge({
        challenge: challenge as Parameters<typeof altcha.solveChallenge>[0]['challenge'],
        deriveKey: pbkdf2.deriveKey,
        controller,
      });
      return solved ? btoa(JSON.stringify({ challenge, solution: solved })) : null;
    })
    .catch(() => null);
  return { solution, stop: () => controller.abort() };
}

/**
 * POST /client/common/checkClickCaptcha without consuming the answer (unset=false), with the proof
 * of work: the form's real submit consumes it. Answers 'passed', 'wrong' (the server deleted it)
 * or 'failed' (transport).
 */
export async function checkClickCaptcha(
  id: string,
  info: string,
  pow: string,
): Promise<'passed' | 'wrong' | 'failed'> {
  try {
    await api(
      commonEndpoints.checkClickCaptcha,
      { id, info, unset: false, pow },
      { showCodeMessage: false, showErrorMessage: false },
    );
    return 'passed';
  } catch (error) {
    return error instanceof ApiCodeError ? 'wrong' : 'failed';
  }
}
