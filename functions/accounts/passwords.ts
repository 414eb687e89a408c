import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP's recommended minimum (N = 2^17, r = 8, p = 1), stored
 * as `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later: `needsRehash` tells
 * when a stored hash uses weaker ones.
 */
const PRODUCTION_LOG2_N = 17;

/**
 * The cost: 2^17 everywhere except test runs, which may lower it with PASSWORD_HASH_LOG2N (test
 * suites hash hundreds of passwords on busy machines). A lower value is refused on Lambda, so a
 * deployment can never be weakened by a stray variable.
 */
export function hashCostLog2(environment: NodeJS.ProcessEnv = process.env): number {
  const asked = environment.PASSWORD_HASH_LOG2N;
  if (asked === undefined || asked === '') return PRODUCTION_LOG2_N;
  const value = Number(asked);
  if (!Number.isInteger(value) || value < 10 || value > 20) {
    throw new Error('PASSWORD_HASH_LOG2N must be a whole number from 10 to 20.');
  }
  if (value < PRODUCTION_LOG2_N && environment.AWS_LAMBDA_FUNCTION_NAME) {
    throw new Error('PASSWORD_HASH_LOG2N cannot lower the password hashing cost on AWS Lambda.');
  }
  return value;
}

const PARAMS = { N: 2 ** hashCostLog2(), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Compares in constant time. A malformed or empty stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < PARAMS.N || parsed.params.r < PARAMS.r || parsed.params.p < PARAMS.p;
}

/** A hash of a random password: compared against when the account does not exist, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
