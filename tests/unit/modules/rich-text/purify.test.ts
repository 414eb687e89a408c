import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The browser-side purifier runs in real Chromium (DOMPurify relies on the browser's own HTML
 * parser; a simulated DOM would not prove anything).
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents:
        "import { purifyRichText } from './src/modules/rich-text/purify.ts'; (globalThis as any).purify = purifyRichText;",
      loader: 'ts',
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
  });
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
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
});

afterAll(async () => {
  await browser?.close();
});

const purify = (html: string) =>
  page.evaluate((input) => (globalThis as unknown as { purify: (h: string) => string }).purify(input), html);

describe('browser purifier (DOMPurify with the shared policy)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1));color:#f00">x</p>', '<p style="color: #f00">x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p onclick="x()">y</p>', '<p>y</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', '<img alt="a">'],
    ['<form action="https://evil.example"><input name="x"></form>', ''],
  ])('cleans %s', async (input, expected) => {
    expect(await purify(input)).toBe(expected);
  });

  it('keeps the editor output it allows', async () => {
    const html =
      '<h3 style="text-align: center">T</h3><p><a target="_blank" rel="noopener nofollow" href="https://example.com">l</a> <span style="color: #ff0000">r</span></p><ul><li><p>i</p></li></ul><img src="/uploads/a.png" alt="A">';
    expect(await purify(html)).toBe(html);
  });
});
