import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { uploadResponseHeaders } from '#functions/uploads/keys.ts';
import { UPLOAD_RESPONSE_FILE } from '../../cdk/lib/cdn-stack.ts';

type Headers = Record<string, { value: string }>;

// The CloudFront Functions runtime has no modules: evaluate the script and take its `handler`.
const handler = runInNewContext(`${readFileSync(UPLOAD_RESPONSE_FILE, 'utf8')}\n;handler`, {}) as (event: {
  response: { statusCode: number; headers: Headers };
}) => { headers: Headers };

describe('upload viewer-response function', () => {
  it.each([
    'image/png',
    'image/jpeg',
    'video/mp4',
    'audio/mpeg',
    'application/pdf',
    'text/plain; charset=utf-8',
    'application/zip',
  ])('gives %s the headers the local server gives it', (type) => {
    const { headers } = handler({
      response: { statusCode: 200, headers: { 'content-type': { value: type } } },
    });
    const local = uploadResponseHeaders(type);

    for (const name of ['x-content-type-options', 'content-disposition', 'content-security-policy']) {
      expect(headers[name]?.value, name).toBe(local[name]);
    }
  });

  it('treats a response without a type as a download', () => {
    const { headers } = handler({ response: { statusCode: 200, headers: {} } });

    expect(headers['content-disposition']?.value).toBe('attachment');
  });
});
