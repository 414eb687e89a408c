import * as z from 'zod/mini';
import { isCommonUrl } from '#core/validation/common-url.ts';
import { contactRules } from '#core/validation/contact-rules.ts';
import { hasEditorContent } from '#core/validation/editor-content.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';

export { hasEditorContent, isCommonUrl, MESSAGES };

/**
 * The spec's validation rules (section 5) and generic checks, one shared set used by the
 * browser forms and the handlers alike. On `zod/mini`: they parse, or take more checks with
 * `.check(…)`, and a classic schema pipes into them with `z.pipe`; so the member centre's and the
 * pay centre's contracts build without zod's classic API (issue 16, BENCHMARKS row 8). Their
 * messages (MESSAGES, re-exported here) live in rule-messages.ts, registered with their zh-cn
 * translations, so parseLocalized answers either language; code that needs only a message imports
 * that module and builds no schema.
 */

const PATTERNS = {
  /** Account: 3-15 characters, starts with a letter, letters, digits and underscore only. */
  account: /^[A-Za-z][A-Za-z0-9_]{2,14}$/,
  /** Password: 6-32 characters, none of & < > " ' */
  password: /^[^&<>"']{6,32}$/,
  /** Names: letters of any script, digits, spaces, dot, dash, underscore; 1-50 characters. */
  validName: /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,49}$/u,
  float: /^-?\d+(\.\d+)?$/,
} as const;

/** Mainland China resident ID number: 18 characters with the ISO 7064 MOD 11-2 check digit. */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17]?.toUpperCase();
}

export const rules = {
  required: () =>
    z
      .string({ error: MESSAGES.required.en })
      .check(z.trim(), z.minLength(1, { error: MESSAGES.required.en })),
  editorRequired: () =>
    z
      .string({ error: MESSAGES.editorRequired.en })
      .check(z.refine(hasEditorContent, { error: MESSAGES.editorRequired.en })),
  contentNotEmpty: () =>
    z
      .string({ error: MESSAGES.contentNotEmpty.en })
      .check(z.trim(), z.minLength(1, { error: MESSAGES.contentNotEmpty.en })),
  validName: () => z.string().check(z.trim(), z.regex(PATTERNS.validName, { error: MESSAGES.validName.en })),
  /** Separators people type (spaces, dashes, dots, brackets) are dropped first (compactPhone). */
  mobile: contactRules.mobile,
  intlMobile: contactRules.intlMobile,
  idNumber: () => z.string().check(z.trim(), z.refine(isIdNumber, { error: MESSAGES.idNumber.en })),
  url: () => z.string().check(z.trim(), z.refine(isCommonUrl, { error: MESSAGES.url.en })),
  float: () => z.string().check(z.trim(), z.regex(PATTERNS.float, { error: MESSAGES.float.en })),
  email: contactRules.email,
  account: () => z.string().check(z.trim(), z.regex(PATTERNS.account, { error: MESSAGES.account.en })),
  password: () => z.string().check(z.regex(PATTERNS.password, { error: MESSAGES.password.en })),
};
