/**
 * Two narrow interfaces: the blob store (its S3 adapter is functions/data/blob-store.ts) and the
 * clock. They are not a general port layer: the rest of the code calls the repositories of
 * functions/data directly, and those repositories are the only code that speaks to DynamoDB
 * (keys in functions/data/keys.ts). Other AWS services have their own adapters: S3 in
 * functions/data, SES and SNS in functions/notify, CloudFront in functions/domains, Secrets Manager
 * in functions/platform/secrets.ts and functions/pay/gateway-config.ts.
 */

/** A blob store (S3 locally through s3rver, S3 on AWS). Keys never start with "/". */
export interface BlobStore {
  put(
    key: string,
    body: Uint8Array | string,
    options: { contentType: string; cacheControl?: string },
  ): Promise<void>;
  /** The object's bytes and content type, or null when it does not exist. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Seconds-and-milliseconds clock, injectable for tests. */
export interface Clock {
  nowMs(): number;
}
export const systemClock: Clock = { nowMs: () => Date.now() };
