import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  fileSuffix,
  mimeAllowed,
  parseList,
  suffixAllowed,
  UPLOAD_MESSAGES,
  type UploadLimits,
} from '#core/upload-rules.ts';

const limits: UploadLimits = { maxSize: 1000, allowedSuffixes: 'jpg, PNG ,.gif', allowedMimeTypes: '' };
const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('checkUpload (spec section 5)', () => {
  it('passes a file with an allowed suffix, in any case, with or without a dot in the list', () => {
    expect(checkUpload(file('a.jpg'), limits)).toBeNull();
    expect(checkUpload(file('A.JPG'), limits)).toBeNull();
    expect(checkUpload(file('b.png'), limits)).toBeNull();
    expect(checkUpload(file('c.Gif'), limits)).toBeNull();
  });

  it('says "incomplete" without a name or a size', () => {
    expect(checkUpload(file('', 10), limits)).toBe('incomplete');
    expect(checkUpload(file('  ', 10), limits)).toBe('incomplete');
    expect(checkUpload(file('a.jpg', 0), limits)).toBe('incomplete');
    expect(checkUpload(file('a.jpg', Number.NaN), limits)).toBe('incomplete');
  });

  it('says "type" when neither the suffix nor the MIME type is allowed', () => {
    expect(checkUpload(file('a.exe', 10, 'application/x-msdownload'), limits)).toBe('type');
    expect(checkUpload(file('jpg'), limits)).toBe('type');
    expect(checkUpload(file('a.jpg.exe'), limits)).toBe('type');
  });

  it('allows by MIME type alone, exact or by family, with lists as arrays', () => {
    const byMime: UploadLimits = {
      maxSize: 1000,
      allowedSuffixes: [],
      allowedMimeTypes: ['image/*', 'application/pdf'],
    };
    expect(checkUpload(file('scan', 10, 'application/pdf'), byMime)).toBeNull();
    expect(checkUpload(file('x.heic', 10, 'image/heic'), byMime)).toBeNull();
    expect(checkUpload(file('x.txt', 10, 'text/plain'), byMime)).toBe('type');
  });

  it('says "size" above the maximum, in the spec order (type before size)', () => {
    expect(checkUpload(file('a.jpg', 1000), limits)).toBeNull();
    expect(checkUpload(file('a.jpg', 1001), limits)).toBe('size');
    expect(checkUpload(file('a.exe', 5000), limits)).toBe('type');
  });

  it('has the spec’s exact messages in both languages', () => {
    expect(UPLOAD_MESSAGES.incomplete.en).toBe('The data of the uploaded file is incomplete!');
    expect(UPLOAD_MESSAGES.type.en).toBe('The type of uploaded file is not allowed!');
    expect(UPLOAD_MESSAGES.size.en).toBe('The size of the uploaded file exceeds the allowed range!');
    for (const message of Object.values(UPLOAD_MESSAGES)) expect(message['zh-cn']).toMatch(/！$/);
  });
});

describe('upload rule helpers', () => {
  it('reads lists as arrays or comma-separated text', () => {
    expect(parseList(' jpg,,PNG , ')).toEqual(['jpg', 'png']);
    expect(parseList(['.JPG', ' gif'])).toEqual(['.jpg', 'gif']);
  });

  it('takes the suffix of the last path segment only', () => {
    expect(fileSuffix('photo.JPEG')).toBe('jpeg');
    expect(fileSuffix('dir.v2/readme')).toBe('');
    expect(fileSuffix('.bashrc')).toBe('');
    expect(fileSuffix('C:\\tmp\\a.tar.gz')).toBe('gz');
  });

  it('compares suffixes and MIME types loosely but exactly', () => {
    expect(suffixAllowed('.PDF', ['pdf'])).toBe(true);
    expect(suffixAllowed('', ['pdf'])).toBe(false);
    expect(mimeAllowed('image/png; charset=binary', ['image/png'])).toBe(true);
    expect(mimeAllowed('', ['image/*'])).toBe(false);
    expect(mimeAllowed('imagex/png', ['image/*'])).toBe(false);
  });
});
