import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS } from '#functions/data/aws-request.ts';
import { env } from '#functions/platform/env.ts';

let s3: S3Client | undefined;

/** The S3 client, created once per process on first use; locally path-style against s3rver. */
export function s3Client(): S3Client {
  if (!s3) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    s3 = new S3Client(
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
  }
  return s3;
}

export function resetS3Client(): void {
  s3?.destroy();
  s3 = undefined;
}
