import { describe, expect, it } from 'vitest';
import type { UploadLimits } from '#core/upload-rules.ts';
import { sniffUpload } from '#functions/uploads/sniff.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

const limits: UploadLimits = {
  maxSize: 1_000_000,
  allowedSuffixes: 'jpg,png,jpeg,pdf,txt,csv',
  allowedMimeTypes: '',
};

describe('sniffUpload', () => {
  it('stores what the bytes are, under their own suffix and type', async () => {
    expect(await sniffUpload(PNG, 'png', limits)).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(await sniffUpload(PNG, 'jpg', limits)).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(await sniffUpload(PDF, 'pdf', limits)).toEqual({ ext: 'pdf', contentType: 'application/pdf' });
  });

  it('keeps a claimed suffix that names the same type (jpeg for jpg)', async () => {
    expect(await sniffUpload(JPEG, 'jpeg', limits)).toEqual({ ext: 'jpeg', contentType: 'image/jpeg' });
    expect(await sniffUpload(JPEG, 'png', limits)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
  });

  it('refuses programs whatever their name or the configuration', async () => {
    expect(await sniffUpload(EXE, 'jpg', limits)).toBeNull();
    expect(await sniffUpload(EXE, 'exe', { ...limits, allowedSuffixes: 'exe' })).toBeNull();
    expect(await sniffUpload(ELF, 'png', limits)).toBeNull();
  });

  it('refuses a type the configuration does not allow even when the name says otherwise', async () => {
    expect(await sniffUpload(PDF, 'png', { ...limits, allowedSuffixes: 'png' })).toBeNull();
  });

  it('allows a sniffed type by the MIME list', async () => {
    expect(
      await sniffUpload(PNG, 'png', { ...limits, allowedSuffixes: '', allowedMimeTypes: 'image/*' }),
    ).toEqual({
      ext: 'png',
      contentType: 'image/png',
    });
  });

  it('takes plain text only as an allowed text type, never markup', async () => {
    const csv = Buffer.from('名称,金额\n甲,1\n');
    expect(await sniffUpload(csv, 'csv', limits)).toEqual({
      ext: 'csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(await sniffUpload(csv, 'txt', limits)).toEqual({
      ext: 'txt',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(await sniffUpload(csv, 'png', limits)).toBeNull();
    expect(await sniffUpload(csv, 'csv', { ...limits, allowedSuffixes: 'txt' })).toBeNull();
    expect(await sniffUpload(Buffer.from('  <!DOCTYPE html><p>hi'), 'txt', limits)).toBeNull();
    expect(await sniffUpload(Buffer.from('note <svg onload=alert(1)>'), 'txt', limits)).toBeNull();
    expect(await sniffUpload(Buffer.from([0x68, 0x69, 0, 0x21]), 'txt', limits)).toBeNull();
    expect(await sniffUpload(Buffer.from([0xc3, 0x28]), 'txt', limits)).toBeNull();
  });

  it('never stores SVG, even when listed', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(
      await sniffUpload(svg, 'svg', { ...limits, allowedSuffixes: 'svg', allowedMimeTypes: 'image/*' }),
    ).toBeNull();
  });
});
