// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '#app/components/upload/ImageUpload.tsx';
import { $lang } from '#app/stores/lang.ts';
import { $siteConfig } from '#app/stores/site-config.ts';
import { waitFor } from '../../../helpers/wait-for.ts';

let host: HTMLDivElement;
let root: Root;
let sent: FormData[];
let changes: string[];

function Field() {
  const [value, setValue] = useState('');
  return (
    <ImageUpload
      value={value}
      onChange={(url) => {
        changes.push(url);
        setValue(url);
      }}
      label="Avatar"
    />
  );
}

const input = () => host.querySelector<HTMLInputElement>('input[type="file"]');
const status = () => host.querySelector('.lp-upload__status')?.textContent;

async function pick(file: File) {
  const field = input();
  if (!field) throw new Error('no input');
  Object.defineProperty(field, 'files', { value: [file], configurable: true });
  await act(async () => {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => {
  sent = [];
  changes = [];
  $lang.set('en');
  $siteConfig.setKey('upload', {
    mode: 'local',
    maxSize: 1000,
    saveName: '',
    allowedSuffixes: 'png,jpg',
    allowedMimeTypes: '',
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init.body as FormData);
    return new Response(
      JSON.stringify({
        code: 1,
        msg: 'Upload successful',
        time: 1,
        data: { url: '/uploads/20300101/aa.png', fullUrl: 'http://x/uploads/20300101/aa.png' },
      }),
    );
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Field />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('ImageUpload', () => {
  it('uploads an image and shows it', async () => {
    await pick(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));

    await waitFor(() => expect(status()).toBe('Image uploaded'));
    expect(changes).toEqual(['/uploads/20300101/aa.png']);
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
    expect(host.querySelector('img')?.getAttribute('src')).toContain('/uploads/20300101/aa.png');
  });

  it('refuses before sending: too large, wrong type, not an image', async () => {
    await pick(new File([new Uint8Array(1001)], 'big.png', { type: 'image/png' }));
    expect(status()).toBe('The size of the uploaded file exceeds the allowed range!');

    await pick(new File([new Uint8Array(5)], 'x.gif', { type: 'image/gif' }));
    expect(status()).toBe('The type of uploaded file is not allowed!');

    await pick(new File([new Uint8Array(5)], 'notes.png', { type: 'text/plain' }));
    expect(status()).toBe('The type of uploaded file is not allowed!');

    expect(sent).toEqual([]);
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('removes the image', async () => {
    await pick(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(status()).toBe('Image uploaded'));
    const remove = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Remove');

    act(() => remove?.click());

    expect(changes.at(-1)).toBe('');
    expect(host.textContent).toContain('No image yet');
  });
});
