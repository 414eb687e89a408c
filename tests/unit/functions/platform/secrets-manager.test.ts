import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { secretString } from '#functions/data/secret-value.ts';
import { gatewayConfig, resetGatewayConfig } from '#functions/pay/gateway-config.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { platformSecret, resetSecretsForTests } from '#functions/platform/secrets.ts';
import { awsStandIn, expectSignedJsonCall, type StandInRequest } from '../../../helpers/aws-stand-in.ts';

/**
 * The platform's secrets on AWS (functions/platform/secrets.ts, functions/data/secret-value.ts):
 * what a stand-in for Secrets Manager receives when a Lambda reads a secret by its ARN
 * (GetSecretValue of the JSON 1.1 protocol, signed for `secretsmanager`), and how its refusals
 * come back. Until session 17 the SDK's client made this request.
 */
const KEY = 'k'.repeat(40);
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:landing/jwt-AbCdEf';
const aws = awsStandIn(
  { status: 200, body: JSON.stringify({ ARN, Name: 'landing/jwt', SecretString: KEY, VersionId: 'v1' }) },
  'application/x-amz-json-1.1',
);

const SAVED = [
  'JWT_SECRET',
  'JWT_SECRET_ARN',
  'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  'PAY_SECRETS_ARN',
  'ALIPAY_APP_ID',
].map((name) => [name, process.env[name]] as const);

beforeAll(() => {
  delete process.env.JWT_SECRET;
  process.env.JWT_SECRET_ARN = ARN;
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = aws.endpoint;
  resetEnvForTests();
});
afterEach(() => resetSecretsForTests());
afterAll(() => {
  for (const [name, value] of SAVED) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
});

describe("the platform's secrets from Secrets Manager", () => {
  it('reads a secret by its ARN: GetSecretValue, signed for secretsmanager', async () => {
    await expect(platformSecret('tokenSigning')).resolves.toBe(KEY);

    expect(aws.seen).toHaveLength(1);
    const request = expectSignedJsonCall(aws.seen[0], 'secretsmanager', 'secretsmanager.GetSecretValue');
    expect(JSON.parse(request.body)).toEqual({ SecretId: ARN });
  });

  it('reads it once per process', async () => {
    await platformSecret('tokenSigning');
    await platformSecret('tokenSigning');
    expect(aws.seen).toHaveLength(1);
  });

  it('refuses a secret shorter than 32 characters, as before', async () => {
    aws.answers.push({ status: 200, body: JSON.stringify({ ARN, SecretString: 'short' }) });
    await expect(platformSecret('tokenSigning')).rejects.toThrow(
      'The secret JWT_SECRET is missing or shorter than 32 characters',
    );
  });

  it("throws a refusal named by Secrets Manager's error code, with its message, as the SDK did", async () => {
    aws.answers.push({
      status: 400,
      body: JSON.stringify({
        __type: 'ResourceNotFoundException',
        Message: "Secrets Manager can't find the specified secret.",
      }),
    });
    const refused = await secretString(ARN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).name).toBe('ResourceNotFoundException');
    expect((refused as Error).message).toBe("Secrets Manager can't find the specified secret.");
    expect(aws.seen).toHaveLength(1);
  });

  it('tries again when throttled, as the SDK does', async () => {
    aws.answers.push({ status: 400, body: '{"__type":"ThrottlingException","message":"Rate exceeded"}' });
    await expect(secretString(ARN)).resolves.toBe(KEY);
    expect(aws.seen).toHaveLength(2);
  });

  it("reads the payment gateways' settings from PAY_SECRETS_ARN's JSON object", async () => {
    const payArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:landing/pay-AbCdEf';
    process.env.PAY_SECRETS_ARN = payArn;
    delete process.env.ALIPAY_APP_ID;
    resetGatewayConfig();
    aws.answers.push({
      status: 200,
      body: JSON.stringify({
        ARN: payArn,
        SecretString: JSON.stringify({ ALIPAY_APP_ID: '2021000000000000' }),
      }),
    });
    try {
      expect((await gatewayConfig()).ALIPAY_APP_ID).toBe('2021000000000000');
      expect(JSON.parse((aws.seen[0] as StandInRequest).body)).toEqual({ SecretId: payArn });
    } finally {
      delete process.env.PAY_SECRETS_ARN;
      resetGatewayConfig();
    }
  });
});
