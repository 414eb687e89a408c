import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#functions/data/s3-client.ts';
import type { BlobStore } from '#functions/platform/ports.ts';

/** A BlobStore over one S3 bucket (s3rver locally). */
export function s3BlobStore(bucket: string): BlobStore {
  return {
    async put(key, body, options) {
      await s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: await answer.Body.transformToByteArray(),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
