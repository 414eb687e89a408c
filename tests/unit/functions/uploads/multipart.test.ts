import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { readMultipartFile } from '#functions/uploads/multipart.ts';

/** An API Gateway event carrying a multipart body made by the platform's own FormData. */
async function eventOf(form: FormData, base64 = true): Promise<ApiEvent> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: body.toString(base64 ? 'base64' : 'utf8'),
    isBase64Encoded: base64,
  } as unknown as ApiEvent;
}

const fileForm = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append('other', 'value');
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

describe('readMultipartFile', () => {
  it('reads the named file field with its name, type and bytes', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250, 0, 7]);
    const file = await readMultipartFile(await eventOf(fileForm('file', bytes, 'a b.png', 'image/png')), {
      field: 'file',
      maxBytes: 100,
    });

    expect(file).toMatchObject({ name: 'a b.png', type: 'image/png', truncated: false });
    expect([...(file?.bytes ?? [])]).toEqual([...bytes]);
  });

  it('says when the file is longer than allowed', async () => {
    const file = await readMultipartFile(
      await eventOf(fileForm('file', new Uint8Array(50), 'a.png', 'image/png')),
      { field: 'file', maxBytes: 10 },
    );

    expect(file?.truncated).toBe(true);
    expect(file?.bytes.length).toBe(10);
  });

  it('answers null without that field, without multipart, or for a malformed body', async () => {
    const other = await eventOf(fileForm('image', new Uint8Array(5), 'a.png', 'image/png'));
    const json = { headers: { 'content-type': 'application/json' }, body: '{}' } as unknown as ApiEvent;
    const broken = {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
      isBase64Encoded: false,
    } as unknown as ApiEvent;
    const noBoundary = {
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    } as unknown as ApiEvent;

    expect(await readMultipartFile(other, { field: 'file', maxBytes: 100 })).toBeNull();
    expect(await readMultipartFile(json, { field: 'file', maxBytes: 100 })).toBeNull();
    expect(await readMultipartFile(broken, { field: 'file', maxBytes: 100 })).toBeNull();
    expect(await readMultipartFile(noBoundary, { field: 'file', maxBytes: 100 })).toBeNull();
  });
});
