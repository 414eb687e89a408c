import busboy from 'busboy';
import type { ApiEvent } from '#functions/platform/handler.ts';

/** One file read from a multipart body. */
export type ReceivedFile = {
  /** The client's file name (used for the suffix check only, never stored). */
  name: string;
  /** The MIME type the client declared. */
  type: string;
  bytes: Buffer;
  /** The file was longer than `maxBytes`; `bytes` holds only the first part. */
  truncated: boolean;
};

/**
 * Reads the file of field `field` from a multipart/form-data event (API Gateway passes binary
 * bodies base64-encoded). Null when the body is not multipart, is malformed, or has no such file.
 * Stops keeping bytes after `maxBytes` and says so.
 */
export function readMultipartFile(
  event: ApiEvent,
  options: { field: string; maxBytes: number },
): Promise<ReceivedFile | null> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !event.body) return Promise.resolve(null);
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // One byte over the maximum: busboy reports its limit when a file reaches it, so a file of
        // exactly `maxBytes` must not be cut.
        limits: { files: 1, fileSize: options.maxBytes + 1, fields: 20, parts: 25 },
      });
    } catch {
      resolve(null);
      return;
    }
    let found: Promise<ReceivedFile> | null = null;
    parser.on('file', (name, stream, info) => {
      if (name !== options.field || found) {
        stream.resume();
        return;
      }
      found = new Promise((done) => {
        const chunks: Buffer[] = [];
        let truncated = false;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => {
          truncated = true;
        });
        stream.on('close', () => {
          const bytes = Buffer.concat(chunks);
          done({
            name: info.filename ?? '',
            type: info.mimeType ?? '',
            bytes: bytes.subarray(0, options.maxBytes),
            truncated: truncated || bytes.length > options.maxBytes,
          });
        });
      });
    });
    parser.on('error', () => resolve(null));
    parser.on('close', () => resolve(found));
    parser.end(body);
  });
}
