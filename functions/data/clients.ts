import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '#functions/platform/env.ts';

/**
 * SDK clients, created once per process (per Lambda container) on first use. Locally they point
 * at dynalite and s3rver through DYNAMODB_ENDPOINT / S3_ENDPOINT with static dummy credentials.
 */
let dynamo: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;

const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function dynamoClient(): DynamoDBClient {
  if (!dynamo) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    dynamo = new DynamoDBClient(
      DYNAMODB_ENDPOINT
        ? { region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT, credentials: localCredentials, maxAttempts: 3 }
        : { region: AWS_REGION },
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

export function s3Client(): S3Client {
  if (!s3) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    s3 = new S3Client(
      S3_ENDPOINT
        ? {
            region: AWS_REGION,
            endpoint: S3_ENDPOINT,
            forcePathStyle: true,
            credentials: localCredentials,
            // s3rver predates the SDK's default CRC32 checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : { region: AWS_REGION },
    );
  }
  return s3;
}

/** Drops the clients (tests and the ops command switch endpoints). */
export function resetClientsForTests(): void {
  dynamo?.destroy();
  s3?.destroy();
  dynamo = undefined;
  documents = undefined;
  s3 = undefined;
}
