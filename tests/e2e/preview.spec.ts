import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { fixture } from '../fixtures/published-pages.ts';
import { THIRD_PARTY_STUBS } from '../fixtures/published-visit.ts';
import { expect, pagesOriginOf, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * Issue 13, "The preview is the published page": the builder's preview is the page the publishing
 * path renders (the same HTML, CSS and islands), framed from the pages origin in a phone frame
 * that fits the window. A screenshot of the preview and one of the published page at the same
 * size, for the fixture holding every module, differ by almost nothing.
 */

/**
 * Share of pixels that may differ (1%): the two pictures come from two documents (a frame and a
 * tab) that the compositor rasterises separately, and on a phone (2.625 device pixels a CSS
 * pixel) both are resampled to CSS pixels, so glyph edges anti-alias a little differently: 0.4%
 * of the pixels on a phone, 0.002% on a desktop, measured. A layout or colour difference (a
 * module missing, moved or styled otherwise) changes more: the welcome bubble alone is 2.8%.
 */
const MAX_DIFF_RATIO = 0.01;
/** The phone frame's corner radius (src/app/builder/builder.css .lpb-phone). */
const CORNER = 20;

/** Waits until every picture on screen has loaded and the welcome bubble (after its delay) shows. */
async function settled(root: Page | ReturnType<Page['frameLocator']>) {
  await expect(root.getByText('Hello! Ask us anything.')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      root.locator('img').evaluateAll((images) =>
        images.every((image) => {
          const { top, left } = image.getBoundingClientRect();
          const { clientHeight, clientWidth } = image.ownerDocument.documentElement;
          // Lazy pictures below the fold or on a later slide load when they come into view.
          return (image as HTMLImageElement).complete || top >= clientHeight || left >= clientWidth;
        }),
      ),
    )
    .toBe(true);
}

/** How far the frame's picture may be moved to match: the compositor snaps a frame to whole pixels. */
const SHIFT = 2;

/**
 * The fewest differing pixels over every shift of the preview by up to SHIFT pixels, the
 * pictures' edges left out (what a shift moves in or out), with the picture of the differences.
 */
function bestAlignment(preview: PNG, live: PNG): { differing: number; diff: PNG } {
  const width = live.width - 2 * SHIFT;
  const height = live.height - 2 * SHIFT;
  const inner = new PNG({ width, height });
  PNG.bitblt(live, inner, SHIFT, SHIFT, width, height, 0, 0);
  let best = { differing: Number.POSITIVE_INFINITY, diff: new PNG({ width, height }) };
  for (let dx = -SHIFT; dx <= SHIFT; dx++)
    for (let dy = -SHIFT; dy <= SHIFT; dy++) {
      const moved = new PNG({ width, height });
      PNG.bitblt(preview, moved, SHIFT + dx, SHIFT + dy, width, height, 0, 0);
      const diff = new PNG({ width, height });
      const differing = pixelmatch(moved.data, inner.data, diff.data, width, height, { threshold: 0.1 });
      if (differing < best.differing) best = { differing, diff };
    }
  return best;
}

/** The top left `width` x `height` pixels of a picture. */
function cropped(source: PNG, width: number, height: number): PNG {
  if (source.width < width || source.height < height)
    throw new Error(`a ${source.width}x${source.height} picture has no ${width}x${height} corner`);
  const target = new PNG({ width, height });
  PNG.bitblt(source, target, 0, 0, width, height, 0, 0);
  return target;
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`the preview shows the published page, pixel for pixel (${lang})`, async ({
    page,
    request,
    baseURL,
    thirdParty,
  }) => {
    for (const [key, stub] of THIRD_PARTY_STUBS) thirdParty.set(key, stub);
    const user = await signUp(request, 'pv', { plan: 'business' });
    const added = await call(request, '/client/page/add', { name: 'Every module', route: '/' }, user.token);
    expect(added.code, added.msg).toBe(1);
    const id = (added.data as { page: { id: string } }).page.id;
    const doc = fixture('all-modules').doc;
    const saved = await call(request, '/client/page/save', { id, version: 1, doc }, user.token);
    expect(saved.code, saved.msg).toBe(1);
    const published = await call(request, '/client/page/publish', { id }, user.token);
    expect(published.code, published.msg).toBe(1);

    await signIn(page, baseURL ?? '', user, lang);
    await page.goto(`/landing-page/preview?id=${id}`);
    await expect(page.getByRole('heading', { name: 'Every module' })).toBeVisible();
    const iframe = page.locator('[data-testid="preview-frame"] iframe');
    const frame = page.frameLocator('[data-testid="preview-frame"] iframe');
    await settled(frame);

    // The frame fits the window: wholly on screen, no wider than a phone.
    const box = await iframe.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no frame on screen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(box.width).toBeLessThanOrEqual(375);
    // Pixel placeholder cards are the builder's: the preview has none.
    await expect(frame.getByText(/pixel/i)).toHaveCount(0);
    await expect(frame.locator('.lpb-module')).toHaveCount(0);

    // The published page in a tab of the frame's size.
    const visitor = await page.context().newPage();
    // The screen sizes the frame in whole pixels, so the tab's window is the frame's exactly.
    const frameHeight = Math.round(box.height);
    expect(Math.abs(box.height - frameHeight)).toBeLessThan(0.05);
    await visitor.setViewportSize({ width: Math.round(box.width), height: frameHeight });
    await visitor.goto(`${pagesOriginOf(baseURL)}/${id}`);
    await settled(visitor);

    // An element screenshot may round the frame's box outwards by a pixel: both pictures are
    // compared over the frame's own size from their top left corner.
    const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
    const [width, height, corner] = [Math.round(box.width), frameHeight, CORNER];
    const preview = cropped(PNG.sync.read(await iframe.screenshot(options)), width, height);
    const live = cropped(PNG.sync.read(await visitor.screenshot(options)), width, height);
    // The phone frame's rounded corners clip the framed page: corners are not compared.
    for (const [x, y] of [
      [0, 0],
      [width - corner, 0],
      [0, height - corner],
      [width - corner, height - corner],
    ])
      PNG.bitblt(live, preview, x ?? 0, y ?? 0, corner, corner, x ?? 0, y ?? 0);
    const { differing, diff } = bestAlignment(preview, live);
    const ratio = differing / (diff.width * diff.height);
    for (const [name, picture] of [
      ['preview', preview],
      ['published', live],
      ['difference', diff],
    ] as const) {
      const path = test.info().outputPath(`${name}.png`);
      await writeFile(path, PNG.sync.write(picture));
      await test.info().attach(name, { path, contentType: 'image/png' });
    }
    test.info().annotations.push({
      type: 'diff',
      description: `${differing} px (${(ratio * 100).toFixed(3)}%) at ${JSON.stringify(box)}`,
    });
    expect(ratio, `${differing} pixels differ`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });
}
