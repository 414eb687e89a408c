import { hkdfSync, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_POW_ALGORITHM } from '#core/contracts/captcha-values.ts';
import { env } from '#functions/platform/env.ts';
import { codeHmacSecret } from '#functions/platform/secrets.ts';

/**
 * The proof of work bound to each click captcha (altcha-lib v2, PBKDF2-SHA-256): the server signs
 * a challenge naming the captcha id; the browser finds the counter while the member clicks; the
 * check verifies it once (functions/captcha/click-captcha.ts marks the captcha as worked). Each
 * attempt at the captcha costs a client CAPTCHA_POW_COST x (MAX_TRIES/2..MAX_TRIES) PBKDF2 rounds.
 *
 * Keys: derived with HKDF-SHA-256 from the code HMAC secret (CODE_HMAC_SECRET, its own secret on
 * AWS and under DATA_DIR locally), one for the challenge signature and one for the key signature.
 * Rotating that secret invalidates captchas in flight (5 minutes) and nothing else.
 */
const deriveHex = (secret: string, info: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'landinggo-captcha-pow', info, 32)).toString('hex');

/** The two HMAC keys (cheap to derive; the secret itself is cached by secrets.ts). */
async function powKeys() {
  const secret = await codeHmacSecret();
  return {
    signature: deriveHex(secret, 'challenge-signature'),
    keySignature: deriveHex(secret, 'key-signature'),
  };
}

/** A signed challenge for captcha `captchaId`, valid until `expiresAtMs`. */
export async function powChallenge(captchaId: string, expiresAtMs: number): Promise<Challenge> {
  const { signature, keySignature } = await powKeys();
  const { CAPTCHA_POW_COST: cost, CAPTCHA_POW_MAX_TRIES: max } = env();
  return createChallenge({
    algorithm: CAPTCHA_POW_ALGORITHM,
    cost,
    counter: randomInt(Math.ceil(max / 2), max + 1),
    deriveKey,
    expiresAt: new Date(expiresAtMs),
    data: { cid: captchaId },
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

/**
 * Whether `payload` (base64 JSON `{ challenge, solution }`, as the browser sends it) solves a
 * challenge this server signed for captcha `captchaId`, not yet expired. Malformed is false.
 */
export async function verifyPow(payload: string, captchaId: string): Promise<boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  // The schema loads with the first check (a cold start that checks no captcha builds none).
  const { powPayloadSchema } = await import('#core/contracts/captcha.ts');
  const checked = powPayloadSchema.safeParse(parsed);
  if (!checked.success) return false;
  const { challenge, solution } = checked.data;
  if (challenge.parameters.algorithm !== CAPTCHA_POW_ALGORITHM) return false;
  if (challenge.parameters.data?.cid !== captchaId) return false;
  const { signature, keySignature } = await powKeys();
  try {
    // The schema checked the shapes; altcha-lib's types only differ in optional-property strictness.
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution: solution as Solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
    return result.verified;
  } catch {
    return false;
  }
}
