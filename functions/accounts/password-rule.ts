import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Lang } from '#core/i18n/lang.ts';
import { containsAccountName, PASSWORD_RULE_MESSAGES } from '#core/validation/password-rule.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * The server's half of the new-password rule (#core/validation/password-rule.ts): refuses the
 * commonest passwords, from a maintained list, the 49,000 most common passwords of zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, compared ignoring case), and passwords that are or contain the
 * account name.
 *
 * The list is about 480 KB, more than a Lambda bundle may carry (300 KB, BENCHMARKS row 8), so it
 * is not bundled: `cdk/bundle.ts` copies the package's file beside the bundle of each route group
 * that sets a password (its PASSWORD_GROUPS), and the first check reads it from there, once per warm
 * function. Runs from source (local server, tests) read it from the package. Logins never load it.
 */

/** The list's name beside a Lambda bundle. */
export const COMMON_PASSWORDS_FILE = 'common-passwords.json';
/** The list in its package: a JSON array of lower-case passwords, most common first. */
export const COMMON_PASSWORDS_SOURCE = '@zxcvbn-ts/language-common/src/passwords.json';

/** Where the list is: beside the bundle on Lambda, else in the package. */
export function commonPasswordsPath(): string {
  const beside = fileURLToPath(new URL(`./${COMMON_PASSWORDS_FILE}`, import.meta.url));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(COMMON_PASSWORDS_SOURCE);
}

let loaded: Promise<ReadonlySet<string>> | undefined;

/** The list as a set, read once (a failed read is tried again by the next call). */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= readFile(commonPasswordsPath(), 'utf8')
    .then((text) => new Set((JSON.parse(text) as string[]).map((entry) => entry.toLowerCase())))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

const comparable = (password: string) => password.normalize('NFKC').toLowerCase();

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(comparable(password));
}

/** What is wrong with a new password beyond the 6-32 rule, or null. */
export async function newPasswordProblem(
  password: string,
  username: string,
): Promise<keyof typeof PASSWORD_RULE_MESSAGES | null> {
  if (containsAccountName(password, username)) return 'containsAccount';
  if (await isCommonPassword(password)) return 'common';
  return null;
}

/**
 * Refuses a new password that is common or holds the account name: the answer names the field
 * (`field`, e.g. `password` or `newPassword`) with the sentence in the request's language, as a
 * contract refusal does, so the form shows it under the field.
 */
export async function refuseWeakPassword(input: {
  password: string;
  username: string;
  field: string;
  lang: Lang;
}): Promise<void> {
  const problem = await newPasswordProblem(input.password, input.username);
  if (!problem) return;
  const message = PASSWORD_RULE_MESSAGES[problem][input.lang];
  throw new AppError('ValidationFailed', {
    data: { errors: { [input.field]: message } },
    localizedMessage: message,
  });
}
