import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '#core/page/document.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

/**
 * API answers travel compressed when the client accepts it (BENCHMARKS row 18: the detail of a
 * 1,000-module page in at most 10 KB), as CloudFront compresses them on AWS.
 */
const stack = setupApiStack();

type Raw = { status: number; encoding: string | undefined; vary: string | undefined; body: Buffer };

function getRaw(path: string, token: string, acceptEncoding?: string): Promise<Raw> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        headers: {
          server: 'true',
          'think-lang': 'en',
          'ba-user-token': token,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('compressed API answers', () => {
  it('sends the detail of a 1,000-module page in at most 10 KB with brotli or gzip, plain otherwise', async () => {
    const id = `cmp-${Date.now().toString(36)}`;
    await putMember({ id, username: `c${Date.now().toString(36)}`.slice(0, 15) });
    const token = tokenFor(id);
    const added = await stack.call('/client/page/add', {
      method: 'POST',
      token,
      body: { name: 'Long', route: '/' },
    });
    const pageId = (added.body.data as { page: { id: string } }).page.id;
    const modules = Array.from({ length: 1000 }, (_, index) => ({
      id: `m${String(index).padStart(7, '0')}`,
      type: 'title-text' as const,
      version: 1,
      props: { content: `Section ${index + 1}: fresh flowers every morning` },
    }));
    const saved = await stack.call('/client/page/save', {
      method: 'POST',
      token,
      body: { id: pageId, version: 1, doc: { ...emptyDocument(), modules } },
    });
    expect(saved.body.code, saved.body.msg).toBe(1);

    const path = `/client/page/detail?id=${pageId}`;
    const plain = await getRaw(path, token);
    expect(plain.encoding).toBeUndefined();
    const json = JSON.parse(plain.body.toString()) as { code: number; data: { doc: { modules: unknown[] } } };
    expect(json.data.doc.modules).toHaveLength(1000);

    const br = await getRaw(path, token, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThanOrEqual(10 * 1024);
    expect((JSON.parse(brotliDecompressSync(br.body).toString()) as typeof json).data).toEqual(json.data);

    const gzip = await getRaw(path, token, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.length).toBeLessThanOrEqual(10 * 1024);
    expect((JSON.parse(gunzipSync(gzip.body).toString()) as typeof json).data.doc.modules).toHaveLength(1000);
  });

  it('leaves short answers plain', async () => {
    const id = `cms-${Date.now().toString(36)}`;
    await putMember({ id, username: `s${Date.now().toString(36)}`.slice(0, 15) });
    const small = await getRaw('/client/page/index', tokenFor(id), 'br');
    expect(small.status).toBe(200);
    expect(small.encoding).toBeUndefined();
  });
});
