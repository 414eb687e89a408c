/**
 * Narrow interfaces the domain code depends on. Production adapters live in functions/data;
 * nothing in the domain imports an SDK.
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
