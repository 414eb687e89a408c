/**
 * One normalisation of typed phone numbers, everywhere one is read (sign-up, login, codes, binding,
 * reset, the link button's and contact shortcuts' numbers): people type "+1 415 555 2671",
 * "+86 138-0013-8000" or "(852) 1234 5678"; spaces, dots, dashes and brackets are dropped before
 * the number is checked or stored, so every form of one number is the same number.
 */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s.()-]/g, '');
}
