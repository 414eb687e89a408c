import { env } from '#functions/platform/env.ts';

let signingSecret: Promise<string> | undefined;

/**
 * The key that signs access tokens: JWT_SECRET locally (generated under .data/ by the local
 * server), or the Secrets Manager secret named by JWT_SECRET_ARN on AWS, read once per container.
 */
export function tokenSigningSecret(): Promise<string> {
  signingSecret ??= loadSecret();
  return signingSecret;
}

async function loadSecret(): Promise<string> {
  const { JWT_SECRET, JWT_SECRET_ARN, AWS_REGION } = env();
  if (JWT_SECRET) return JWT_SECRET;
  if (!JWT_SECRET_ARN) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
  // Loaded only here: local runs and tests never need this SDK, and it costs cold-start time.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: AWS_REGION });
  const answer = await client.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
  if (!answer.SecretString || answer.SecretString.length < 32) {
    throw new Error('The token signing secret is missing or shorter than 32 characters');
  }
  return answer.SecretString;
}

/** Forgets the cached secret (tests change JWT_SECRET between suites). */
export function resetSecretsForTests(): void {
  signingSecret = undefined;
}
