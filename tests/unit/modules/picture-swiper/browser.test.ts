import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The interactive basic modules in real Chromium: the swiper starts from its effect (swiper loaded
 * on demand) over the static markup, and the video facade creates the provider's player only when pressed.
 * The network is cut off: nothing may need it to lay out.
 */
let browser: Browser;
let page: Page;

const HARNESS = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './src/modules/styles.ts';
import { definition as swiper } from './src/modules/picture-swiper/definition.ts';
import { definition as video } from './src/modules/video/definition.ts';
const defs = { swiper, video } as const;
(globalThis as any).show = (which: 'swiper' | 'video', props: unknown, mode = 'published') => {
  const host = document.createElement('div');
  host.style.width = '375px';
  document.body.append(host);
  const def = defs[which] as any;
  createRoot(host).render(createElement(def.Render, { props: def.schema.parse(props), mode, lang: 'en' }));
  return document.body.children.length - 1;
};
`;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: HARNESS, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    write: false,
    outdir: '/tmp/m2-module-harness',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    loader: { '.css': 'css' },
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
  page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.route('**/*', (route) => route.abort());
  await page.setContent(
    `<!doctype html><html><head><style>${css}</style></head><body style="margin:0"></body></html>`,
  );
  await page.addScriptTag({ content: js });
});

afterAll(async () => {
  await browser?.close();
});

const show = (which: 'swiper' | 'video', props: unknown, mode = 'published') =>
  page.evaluate(
    ([w, p, m]) => (globalThis as unknown as { show: (...a: unknown[]) => number }).show(w, p, m),
    [which, props, mode] as const,
  );

const slides = [1, 2, 3].map((n) => ({ title: `Slide ${n}`, image: `/uploads/s${n}.jpg`, url: '' }));

describe('picture swiper in Chromium', () => {
  it('reserves the picture box and starts swiper with bullets', async () => {
    const index = await show('swiper', { pictures: slides });
    const root = page.locator('body > div').nth(index).locator('.lp-picture-swiper');
    await expect.poll(() => root.getAttribute('class')).toContain('swiper-initialized');
    const box = await root.locator('.swiper-slide').first().boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375);
    expect(Math.round(box?.height ?? 0)).toBe(211);
    expect(await root.locator('.swiper-pagination-bullet').count()).toBe(3);
    await root.locator('.swiper-pagination-bullet').nth(2).click();
    await expect.poll(() => root.locator('.swiper-slide-active').getAttribute('aria-label')).toBe('3 of 3');
  });

  it('shows a fraction pagination and stays static in the builder', async () => {
    const live = await show('swiper', { pictures: slides, paginationStyle: 'fraction', swiperStyle: 'fade' });
    const root = page.locator('body > div').nth(live).locator('.lp-picture-swiper');
    await expect.poll(() => root.locator('.swiper-pagination-fraction').innerText()).toBe('1 / 3');
    const still = await show('swiper', { pictures: slides }, 'builder');
    await page.waitForTimeout(300);
    const builder = page.locator('body > div').nth(still).locator('.lp-picture-swiper');
    expect(await builder.getAttribute('class')).not.toContain('swiper-initialized');
    expect(await builder.locator('.lp-picture-swiper__static--bullets span').count()).toBe(3);
  });
});

describe('video in Chromium', () => {
  it('shows a facade until pressed, then loads the provider player', async () => {
    const index = await show('video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const host = page.locator('body > div').nth(index);
    const frame = await host.locator('.lp-video__frame').boundingBox();
    expect(Math.round(frame?.height ?? 0)).toBe(211);
    expect(await host.locator('youtube-video, iframe').count()).toBe(0);
    await host.getByRole('button', { name: 'Play video' }).click();
    await expect
      .poll(
        () =>
          host
            .locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"]')
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it('plays files natively in a 9:16 box when vertical', async () => {
    const index = await show('video', {
      url: 'https://cdn.example.com/a.mp4',
      vertical: true,
      controls: true,
    });
    const host = page.locator('body > div').nth(index);
    expect(await host.locator('video[controls]').count()).toBe(1);
    const frame = await host.locator('.lp-video__frame').boundingBox();
    expect(Math.round(frame?.width ?? 0)).toBe(360);
    expect(Math.round(frame?.height ?? 0)).toBe(640);
  });
});
