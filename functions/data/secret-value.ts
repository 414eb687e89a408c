import { type AwsResponse, awsRequest } from '#functions/data/aws-request.ts';

/**
 * A secret's text from AWS Secrets Manager: `GetSecretValue` of its JSON protocol as one signed
 * request (functions/data/aws-request.ts: the SDK's retry rule), not the SDK's client. Every
 * signed-in route waits on the access-token signing key on its Lambda's first call
 * (functions/platform/secrets.ts), and loading the SDK's Secrets Manager client with its first
 * send cost that call 150-250 ms of CPU (BENCHMARKS row 8, docs/benchmarks.md "Row 8, session
 * 17"). A refusal is thrown named by Secrets Manager's error code, as the SDK threw it.
 *
 * The address is the region's, or `AWS_ENDPOINT_URL_SECRETS_MANAGER` when set (the variable the
 * SDK honoured; tests point it at a stand-in).
 */
export async function secretString(secretId: string): Promise<string | undefined> {
  const endpoint = process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  const answer = await awsRequest(
    {
      service: 'secretsmanager',
      method: 'POST',
      path: '/',
      ...(endpoint ? { endpoint } : {}),
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
      },
      body: JSON.stringify({ SecretId: secretId }),
    },
    secretsErrorCode,
  );
  if (answer.status >= 300) throw secretsError(answer);
  return (JSON.parse(answer.body.toString('utf8')) as { SecretString?: string }).SecretString;
}

type ErrorBody = { __type?: string; message?: string; Message?: string };

function errorBody(answer: AwsResponse): ErrorBody {
  try {
    return JSON.parse(answer.body.toString('utf8')) as ErrorBody;
  } catch {
    return {};
  }
}

/** The JSON protocol names its error in `__type` ("ResourceNotFoundException", or with a namespace before "#"). */
function secretsErrorCode(answer: AwsResponse): string | undefined {
  const header = answer.headers['x-amzn-errortype'];
  const named = (Array.isArray(header) ? header[0] : header)?.split(':')[0];
  return named || errorBody(answer).__type?.split('#').pop();
}

function secretsError(answer: AwsResponse): Error {
  const body = errorBody(answer);
  const error = new Error(
    body.message ?? body.Message ?? `Secrets Manager GetSecretValue: HTTP ${answer.status}`,
  );
  error.name = secretsErrorCode(answer) ?? 'SecretsManagerError';
  return error;
}
