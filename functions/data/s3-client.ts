import type { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS } from '#functions/data/aws-request.ts';
import { env } from '#functions/platform/env.ts';

let s3: Promise<S3Client> | undefined;

/**
 * The SDK's S3 client, for what runs off the request path (creating buckets, listing a page's
 * documents when it is deleted, tests): loaded on first use, so no function's cold start pays for
 * it (functions/data/blob-store.ts serves the hot path). Locally path-style against s3rver.
 */
export function s3Client(): Promise<S3Client> {
  s3 ??= import('@aws-sdk/client-s3').then(({ S3Client }) => {
    const { AWS_REGION, S3_ENDPOINT } = env();
    return new S3Client(
      S3_ENDPOINT
        ? {
            region: AWS_REGION,
            endpoint: S3_ENDPOINT,
            forcePathStyle: true,
            credentials: LOCAL_CREDENTIALS,
            // s3rver predates the SDK's default CRC32 checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : { region: AWS_REGION },
    );
  });
  return s3;
}

export function resetS3Client(): void {
  const client = s3;
  s3 = undefined;
  void client?.then((c) => c.destroy());
}
