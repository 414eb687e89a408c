import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import type { ClickCaptchaData } from '#core/contracts/captcha.ts';
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

/**
 * POST /client/common/checkClickCaptcha without consuming the answer (unset=false): the form's
 * real submit consumes it. Answers 'passed', 'wrong' (the server deleted it) or 'failed' (transport).
 */
export async function checkClickCaptcha(id: string, info: string): Promise<'passed' | 'wrong' | 'failed'> {
  try {
    await api(
      commonEndpoints.checkClickCaptcha,
      { id, info, unset: false },
      { showCodeMessage: false, showErrorMessage: false },
    );
    return 'passed';
  } catch (error) {
    return error instanceof ApiCodeError ? 'wrong' : 'failed';
  }
}
