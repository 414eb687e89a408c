import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '#functions/accounts/sessions.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { getMember } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { forgetSiteData } from '#functions/site/site-data.ts';
import { putMember, setupApiStack } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program (DOS header + PE signature). */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

async function memberToken(id: string): Promise<string> {
  await putMember({ id, username: id });
  const member = await getMember(id);
  if (!member) throw new Error('no member');
  return (await startSession(member, { keep: false, nowMs: Date.now(), ip: '127.0.0.1', userAgent: 'test' }))
    .token;
}

async function upload(
  file: { bytes: Uint8Array; name: string; type: string } | null,
  init: {
    token?: string;
    query?: string;
    lang?: string;
    field?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const form = new FormData();
  if (file)
    form.append(init.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('note', 'no file');
  const headers: Record<string, string> = {
    server: 'true',
    'think-lang': init.lang ?? 'en',
    ...init.headers,
  };
  if (init.token) headers['ba-user-token'] = init.token;
  const response = await fetch(`${stack.baseUrl}/client/ajax/upload${init.query ? `?${init.query}` : ''}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { url: string; fullUrl: string } | null;
  };
}

async function setUploadSettings(settings: Record<string, unknown>) {
  const current = await getSiteConfig();
  if (!current) throw new Error('not seeded');
  await putSiteConfig(
    { ...current.doc, upload: { ...current.doc.upload, ...settings } },
    current.version,
    Date.now(),
  );
  forgetSiteData();
}

const DEFAULT_UPLOAD = {
  max_size: 10 * 1024 * 1024,
  allowed_suffixes: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf',
  allowed_mime_types: '',
};
afterEach(() => setUploadSettings(DEFAULT_UPLOAD));

describe('POST /client/ajax/upload', () => {
  it('stores an image under a random name and serves it back as an inline, never-sniffed image', async () => {
    const token = await memberToken('up1');

    const body = await upload({ bytes: PNG, name: 'My Photo.PNG', type: 'image/png' }, { token });

    expect(body).toMatchObject({ code: 1, msg: 'Upload successful' });
    expect(body.data?.url).toMatch(/^\/uploads\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(body.data?.url).not.toContain('Photo');
    expect(body.data?.fullUrl).toBe(`${env().PUBLIC_ORIGIN}${body.data?.url}`);
    const served = await fetch(`${stack.baseUrl}${body.data?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('names the stored file after its content: a PNG called .jpg is stored as .png', async () => {
    const body = await upload(
      { bytes: PNG, name: 'photo.jpg', type: 'image/jpeg' },
      { token: await memberToken('up2') },
    );

    expect(body.data?.url).toMatch(/\.png$/);
  });

  it('prefixes the full URL with the CDN address when one is configured', async () => {
    const current = await getSiteConfig();
    if (!current) throw new Error('not seeded');
    await putSiteConfig({ ...current.doc, cdn_url: 'https://cdn.example.com/' }, current.version, Date.now());
    forgetSiteData();
    try {
      const body = await upload(
        { bytes: PNG, name: 'a.png', type: 'image/png' },
        { token: await memberToken('up3') },
      );
      expect(body.data?.fullUrl).toBe(`https://cdn.example.com${body.data?.url}`);
    } finally {
      const again = await getSiteConfig();
      if (again) await putSiteConfig({ ...again.doc, cdn_url: '' }, again.version, Date.now());
      forgetSiteData();
    }
  });

  it('stores plain text as a download', async () => {
    const body = await upload(
      { bytes: Buffer.from('name,amount\nalice,3\n'), name: 'list.txt', type: 'text/plain' },
      { token: await memberToken('up4') },
    );

    expect(body.code).toBe(1);
    const served = await fetch(`${stack.baseUrl}${body.data?.url}`);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it('needs a login', async () => {
    const body = await upload({ bytes: PNG, name: 'a.png', type: 'image/png' });

    expect(body.code).toBe(303);
  });

  it('refuses a missing file as incomplete, in both languages', async () => {
    const token = await memberToken('up5');

    const none = await upload(null, { token });
    const wrongField = await upload(
      { bytes: PNG, name: 'a.png', type: 'image/png' },
      { token, field: 'image' },
    );
    const empty = await upload(
      { bytes: new Uint8Array(), name: 'a.png', type: 'image/png' },
      { token, lang: 'zh-cn' },
    );

    expect(none).toMatchObject({ code: 0, msg: 'The data of the uploaded file is incomplete!' });
    expect(wrongField.msg).toBe('The data of the uploaded file is incomplete!');
    expect(empty.msg).toBe('上传文件的数据不完整！');
  });

  it('refuses a type that is not allowed', async () => {
    const token = await memberToken('up6');

    const svg = await upload(
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'x.svg',
        type: 'image/svg+xml',
      },
      { token },
    );
    const zh = await upload(
      { bytes: PNG, name: 'a.exe', type: 'application/x-msdownload' },
      { token, lang: 'zh-cn' },
    );

    expect(svg).toMatchObject({ code: 0, msg: 'The type of uploaded file is not allowed!' });
    expect(zh.msg).toBe('上传文件的类型不被允许！');
  });

  it('refuses a renamed executable and a renamed web page', async () => {
    const token = await memberToken('up7');

    const exe = await upload({ bytes: EXE, name: 'cat.jpg', type: 'image/jpeg' }, { token });
    const html = await upload(
      {
        bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
        name: 'cat.png',
        type: 'image/png',
      },
      { token },
    );
    const htmlAsText = await upload(
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'notes.txt', type: 'text/plain' },
      { token },
    );

    expect(exe.msg).toBe('The type of uploaded file is not allowed!');
    expect(html.msg).toBe('The type of uploaded file is not allowed!');
    expect(htmlAsText.msg).toBe('The type of uploaded file is not allowed!');
  });

  it('builds the full URL from the configured public origin, never from the Origin or Host sent', async () => {
    const body = await upload(
      { bytes: PNG, name: 'a.png', type: 'image/png' },
      { token: await memberToken('up3b'), headers: { origin: 'https://evil.example' } },
    );
    expect(body.code).toBe(1);
    expect(body.data?.fullUrl).toBe(`${env().PUBLIC_ORIGIN}${body.data?.url}`);
    expect(body.data?.fullUrl).not.toContain('evil');
  });

  it('accepts a file of exactly the configured maximum, and refuses one byte more', async () => {
    const token = await memberToken('up8b');
    await setUploadSettings({ max_size: PNG.length });
    expect(await upload({ bytes: PNG, name: 'a.png', type: 'image/png' }, { token })).toMatchObject({
      code: 1,
    });
    await setUploadSettings({ max_size: PNG.length - 1 });
    expect(await upload({ bytes: PNG, name: 'a.png', type: 'image/png' }, { token })).toMatchObject({
      code: 0,
      msg: 'The size of the uploaded file exceeds the allowed range!',
    });
  });

  it('refuses a file over the configured maximum', async () => {
    await setUploadSettings({ max_size: 40 });

    const body = await upload(
      { bytes: PNG, name: 'a.png', type: 'image/png' },
      { token: await memberToken('up8') },
    );

    expect(body).toMatchObject({ code: 0, msg: 'The size of the uploaded file exceeds the allowed range!' });
  });

  it('allows by MIME type when the suffix is not listed', async () => {
    await setUploadSettings({ allowed_suffixes: 'pdf', allowed_mime_types: 'image/*' });
    const token = await memberToken('up9');

    const byMime = await upload({ bytes: PNG, name: 'a.png', type: 'image/png' }, { token });

    expect(byMime.code).toBe(1);
  });

  it('refuses any driver but local', async () => {
    const body = await upload(
      { bytes: PNG, name: 'a.png', type: 'image/png' },
      { token: await memberToken('up10'), query: 'driver=oss' },
    );

    expect(body).toMatchObject({ code: 0, msg: 'The upload driver "oss" is not supported' });
  });

  it('serves nothing outside the upload key layout', async () => {
    const traversal = await fetch(`${stack.baseUrl}/uploads/..%2Fsite%2Fen%2Findex.html`);
    const unknown = await fetch(`${stack.baseUrl}/uploads/20260101/${'0'.repeat(32)}.png`);

    expect(traversal.status).toBe(404);
    expect(unknown.status).toBe(404);
  });
});
