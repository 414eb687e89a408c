import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 512;

/**
 * The smallest encoding the client accepts (Accept-Encoding as negotiator reads it: an encoding
 * with q=0 is refused, a missing header means identity only). Browsers list gzip before br with
 * equal weight, so among accepted encodings ours is the preference: br, then gzip.
 */
export function pickEncoding(headers: IncomingHttpHeaders, type: string, size: number): Encoding {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(type)) return 'identity';
  const accepted = new Set(new Negotiator({ headers }).encodings(['br', 'gzip', 'identity']));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 });
}

/**
 * A dynamic answer compressed once: brotli at quality 5 and gzip at level 6, about as small as the
 * highest settings for JSON at a small part of their cost.
 */
export function compressAnswer(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * Compressed copies of bodies, made once per version of an object (keyed by a digest of its
 * bytes) and per encoding a client asks for, never on every request. Bounded: the oldest copies go
 * first once `maxEntries` versions are kept.
 */
export function compressionCache(maxEntries = 500) {
  const copies = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();
  return {
    encode(body: Buffer, encoding: Encoding): Buffer {
      if (encoding === 'identity') return body;
      const digest = createHash('sha1').update(body).digest('base64url');
      let entry = copies.get(digest);
      if (!entry) {
        entry = {};
        copies.set(digest, entry);
        if (copies.size > maxEntries) {
          const oldest = copies.keys().next().value;
          if (oldest !== undefined) copies.delete(oldest);
        }
      }
      entry[encoding] ??= compress(body, encoding);
      return entry[encoding];
    },
    get size() {
      return copies.size;
    },
  };
}
