import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '#functions/platform/env.ts';

/**
 * DynamoDB clients, created once per process (per Lambda container) on first use. Locally they
 * point at dynalite through DYNAMODB_ENDPOINT with static dummy credentials. Kept apart from the
 * S3 client so a function that needs only one loads only one SDK (cold starts).
 */
let dynamo: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;

export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function dynamoClient(): DynamoDBClient {
  if (!dynamo) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    // Connection errors (a reset under a burst) and throttling are retried with the SDK's standard
    // exponential back-off with jitter; six tries ride out a burst of hundreds of requests against
    // the embedded store, and DynamoDB's own throttling on AWS.
    dynamo = new DynamoDBClient(
      DYNAMODB_ENDPOINT
        ? {
            region: AWS_REGION,
            endpoint: DYNAMODB_ENDPOINT,
            credentials: LOCAL_CREDENTIALS,
            maxAttempts: 6,
            retryMode: 'standard',
          }
        : { region: AWS_REGION, maxAttempts: 6, retryMode: 'standard' },
    );
  }
  return dynamo;
}

export function documentClient(): DynamoDBDocumentClient {
  documents ??= DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return documents;
}

/** Drops the clients (tests and the ops command switch endpoints). */
export function resetDynamoClients(): void {
  dynamo?.destroy();
  dynamo = undefined;
  documents = undefined;
}
