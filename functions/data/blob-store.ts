import { type AwsResponse, awsRequest } from '#functions/data/aws-request.ts';
import type { BlobStore } from '#functions/platform/ports.ts';

/**
 * A BlobStore over one S3 bucket (s3rver locally): PutObject, GetObject and DeleteObject of S3's
 * REST protocol sent as one signed request each (functions/data/aws-request.ts), so a handler that
 * reads a page's document does not load the SDK's S3 client at a cold start (BENCHMARKS row 8).
 * Listings and bucket creation, off the hot path, keep the SDK.
 */

/** The object's path: each key segment percent-encoded as S3 expects (RFC 3986). */
function objectPath(key: string): string {
  return `/${key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/')}`;
}

/** S3's error code, from its XML body (`<Code>NoSuchKey</Code>`); HEAD answers have none. */
function s3ErrorCode(response: AwsResponse): string | undefined {
  return /<Code>([^<]+)<\/Code>/.exec(response.body.toString('utf8'))?.[1];
}

/** A failed S3 answer as an error named by S3's code (as the SDK names its exceptions). */
function s3Error(operation: string, key: string, response: AwsResponse): Error {
  const code = s3ErrorCode(response) ?? `HTTP${response.status}`;
  const error = new Error(`S3 ${operation} ${key}: ${code} (HTTP ${response.status})`);
  error.name = code;
  return Object.assign(error, { $metadata: { httpStatusCode: response.status } });
}

export function s3BlobStore(bucket: string): BlobStore {
  return {
    async put(key, body, options) {
      const response = await awsRequest(
        {
          service: 's3',
          bucket,
          method: 'PUT',
          path: objectPath(key),
          headers: {
            'content-type': options.contentType,
            ...(options.cacheControl ? { 'cache-control': options.cacheControl } : {}),
          },
          body,
        },
        s3ErrorCode,
      );
      if (response.status >= 300) throw s3Error('PutObject', key, response);
    },
    async get(key) {
      const response = await awsRequest(
        { service: 's3', bucket, method: 'GET', path: objectPath(key) },
        s3ErrorCode,
      );
      if (response.status === 404 && s3ErrorCode(response) === 'NoSuchKey') return null;
      if (response.status >= 300) throw s3Error('GetObject', key, response);
      const type = response.headers['content-type'];
      return {
        body: new Uint8Array(response.body.buffer, response.body.byteOffset, response.body.byteLength),
        contentType: typeof type === 'string' && type ? type : 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await awsRequest(
        { service: 's3', bucket, method: 'DELETE', path: objectPath(key) },
        s3ErrorCode,
      );
      if (response.status >= 300) throw s3Error('DeleteObject', key, response);
    },
  };
}
