/**
 * The verification codes' fixed values, apart from their schemas (./codes.ts): the code rules and
 * the send handler read them in every group that checks a code, and importing them builds no Zod
 * schema (BENCHMARKS row 8).
 */

/** Length of every verification code (digits). */
export const CODE_LENGTH = 6;

/** The success message of both send calls. */
export const CODE_SENT_MESSAGE = { en: 'Verification code sent', 'zh-cn': '验证码已发送' } as const;
