import type { CaptchaAnswer } from '#app/components/captcha/ClickCaptcha.tsx';

/** Opens the click captcha and resolves with the answer, or null when the member closed it. */
export type AskCaptcha = () => Promise<CaptchaAnswer | null>;

/** The captcha fields of a login or sign-up body. */
export const captchaFields = (answer: CaptchaAnswer | null) =>
  answer ? { captchaId: answer.id, captchaInfo: answer.info } : {};
