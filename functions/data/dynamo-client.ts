import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, resetAwsConnections } from '#functions/data/aws-request.ts';
import { env } from '#functions/platform/env.ts';

/**
 * The SDK's DynamoDB clients, created once per process on first use, for what runs off the
 * request path: creating the table (functions/data/bootstrap.ts), the ops command and tests. The
 * repositories use functions/data/table-client.ts, which does not load the SDK (cold starts).
 * Locally they point at dynalite through DYNAMODB_ENDPOINT with static dummy credentials.
 */
let dynamo: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;

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
  resetAwsConnections();
  dynamo?.destroy();
  dynamo = undefined;
  documents = undefined;
}
