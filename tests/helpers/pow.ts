import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a captcha's proof-of-work challenge the way the browser does (altcha-lib, here with Node's
 * PBKDF2), and answers the `pow` field of the first check: base64 JSON `{ challenge, solution }`.
 */
export async function solvePow(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
