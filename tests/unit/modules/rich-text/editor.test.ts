import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Tiptap editor mounted in real Chromium: toolbar, typing, formatting, and that what leaves
 * the editor went through DOMPurify with the shared policy.
 */
let browser: Browser;
let page: Page;

const HARNESS = `
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import RichTextEditor from './src/modules/rich-text/Editor.tsx';
const out = (globalThis as any);
out.changes = [];
function Harness() {
  const [value, setValue] = useState(out.initial);
  out.setOutside = setValue;
  return createElement(RichTextEditor, {
    value, lang: 'en', label: 'Content', error: out.error,
    onChange: (html: string) => { out.changes.push(html); setValue(html); },
  });
}
out.mount = () => createRoot(document.getElementById('root')!).render(createElement(Harness));
`;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: HARNESS, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    write: false,
    outdir: '/tmp/m2-editor-harness',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    loader: { '.css': 'css' },
    plugins: [
      {
        // Uploading needs the whole app (site config, i18n catalogue built by Vite); these tests cover the editor.
        name: 'no-upload',
        setup(build) {
          build.onResolve({ filter: /api\/upload\.ts$/ }, () => ({ path: 'upload', namespace: 'stub' }));
          build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents:
              "export class UploadRefusedError extends Error {} export async function uploadFile() { throw new Error('not in this test'); }",
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const js = bundle.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = bundle.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html><head><style>${css}</style></head><body><div id="root"></div></body></html>`,
  );
  await page.evaluate(() => {
    const out = globalThis as unknown as { initial: string; error: string };
    out.initial = '<p>Hello</p><p><img src="x" onerror="alert(1)"></p>';
    out.error = 'Please enter the content';
  });
  await page.addScriptTag({ content: js });
  await page.evaluate(() => (globalThis as unknown as { mount: () => void }).mount());
  await page.locator('.ProseMirror').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

const changes = () => page.evaluate(() => (globalThis as unknown as { changes: string[] }).changes);

describe('rich-text editor in Chromium', () => {
  it('shows a labelled toolbar, the content and the inline error', async () => {
    await expect(page.getByRole('toolbar', { name: 'Formatting' }).isVisible()).resolves.toBe(true);
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Picture',
      'Center',
      'Undo',
    ]) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    // Tools show drawn icons or plain letters (B, I, U, S, H2), never emoji or symbol glyphs that
    // render as empty boxes without a font that has them.
    const faces = await page
      .locator('.lp-rich-editor__tool')
      .evaluateAll((tools) =>
        tools.map((tool) => ({ text: tool.textContent ?? '', svg: tool.querySelector('svg') !== null })),
      );
    expect(faces.length).toBeGreaterThan(15);
    for (const face of faces) {
      expect(face.svg || /^[A-Z0-9]{1,2}$/.test(face.text), JSON.stringify(face)).toBe(true);
      expect(face.text).toMatch(/^[\x20-\x7e]*$/);
    }
    expect(await page.locator('.ProseMirror').innerText()).toContain('Hello');
    expect(await page.getByRole('alert').innerText()).toBe('Please enter the content');
    expect(await page.getByRole('textbox', { name: 'Content' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('formats by toolbar and keyboard, and sends cleaned HTML', async () => {
    await page.locator('.ProseMirror p').first().click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
    expect((await changes()).at(-1)).toContain('<h2>Hello</h2>');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('World');
    const last = (await changes()).at(-1) ?? '';
    expect(last).toContain('<strong>World</strong>');
    expect(last).not.toContain('onerror');
    await page.getByRole('button', { name: 'Center', exact: true }).click();
    expect((await changes()).at(-1)).toContain('style="text-align: center"');
  });

  it('adds a link through the link panel and refuses javascript: links', async () => {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Home');
    await page.keyboard.up('Shift');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const field = page.getByLabel('Link address (https://, mailto: or tel:)');
    await field.fill('javascript:alert(1)');
    await field.press('Enter');
    expect(await page.getByText('Please enter an http(s), mailto: or tel: link').isVisible()).toBe(true);
    await field.fill('https://example.com/');
    await field.press('Enter');
    const last = (await changes()).at(-1) ?? '';
    expect(last).toContain('href="https://example.com/"');
    expect(last).toContain('rel="noopener nofollow"');
  });

  it('inserts a picture by address', async () => {
    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    await page.getByLabel('Picture address (https://)').fill('https://cdn.example.com/a.png');
    await page.getByLabel('Picture description').fill('A cat');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    expect((await changes()).at(-1)).toContain('<img src="https://cdn.example.com/a.png" alt="A cat">');
  });

  it('takes outside changes (builder undo) without echoing them back', async () => {
    const before = (await changes()).length;
    await page.evaluate(() =>
      (globalThis as unknown as { setOutside: (v: string) => void }).setOutside('<p>Restored</p>'),
    );
    await page.getByText('Restored').waitFor();
    expect((await changes()).length).toBe(before);
  });
});
