import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { brotliSizeOf, isEditorChunk, PROBE_SCRIPT } from '../bench/builder-probe.ts';
import { longDocument } from '../bench/member.ts';
import { expect, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * Long pages in the builder (BENCHMARKS rows 9-11): the canvas renders a window of the modules
 * in view, and still reaches every module by scrolling, the problem list, keyboard moves and
 * drags; and the builder's first load stays within its JS budget.
 */

/** A page of the member holding `count` modules, saved through the real API; answers its id. */
async function longPage(request: APIRequestContext, token: string, count: number): Promise<string> {
  const added = await call(
    request,
    '/client/page/add',
    { name: `Long ${randomUUID().slice(0, 6)}`, route: `/long-${randomUUID().slice(0, 6)}` },
    token,
  );
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  const detail = await call(request, `/client/page/detail?id=${id}`, undefined, token);
  const { version } = detail.data as { version: number };
  const saved = await call(request, '/client/page/save', { id, version, doc: longDocument(count) }, token);
  expect(saved.code, saved.msg).toBe(1);
  return id;
}

/** Ids of the window's modules, in order (a focused module kept outside the window is not one). */
const rendered = (page: Page) =>
  page
    .locator('.lpb-phone__list > .lpb-module:not(.lpb-module--kept)')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-module-id') ?? ''));

/** Scrolls whatever scrolls the canvas (the canvas pane on desktops, the page on phones) to its top or end. */
const scrollCanvas = (page: Page, to: 'end' | 'top') =>
  page.evaluate((where) => {
    const pane = document.querySelector<HTMLElement>('.lpb__canvas');
    const scroller = pane && pane.scrollHeight > pane.clientHeight + 1 ? pane : document.scrollingElement;
    if (scroller) scroller.scrollTop = where === 'end' ? scroller.scrollHeight : 0;
  }, to);

const idAt = (i: number) => `bench${String(i).padStart(5, '0')}`;

test('a 1,000-module page: a window of modules in the DOM; scrolling, the problem list, keyboard and drag reach every module', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const user = await signUp(request, 'lbl');
  await signIn(page, baseURL ?? '', user, 'en');
  const id = await longPage(request, user.token, 1000);
  await page.goto(`/landing-page/build/${id}`);
  // A shared machine may take a while to serve the first open of a 1,000-module page.
  await expect(page.locator(`[data-module-id="${idAt(0)}"]`)).toBeVisible({ timeout: 30_000 });
  const first = await rendered(page);
  expect(first[0]).toBe(idAt(0));
  expect(first.length).toBeGreaterThan(3);
  expect(first.length).toBeLessThan(100);

  // The module holding the focus keeps it while it scrolls out of the window and back.
  await page.locator(`[data-module-id="${idAt(1)}"] .lpb-module__body`).focus();
  const focused = () =>
    page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-module-id]')?.dataset.moduleId);

  // Scrolling to the end brings the last modules in (heights are measured on the way).
  await expect
    .poll(async () => {
      await scrollCanvas(page, 'end');
      return (await rendered(page)).at(-1);
    })
    .toBe(idAt(999));
  await expect(page.locator(`[data-module-id="${idAt(999)}"]`)).toBeInViewport();
  expect((await rendered(page)).length).toBeLessThan(100);
  await expect(page.locator(`[data-module-id="${idAt(1)}"]`)).toHaveClass(/lpb-module--kept/);
  expect(await focused()).toBe(idAt(1));
  await expect
    .poll(async () => {
      await scrollCanvas(page, 'top');
      return (await rendered(page)).slice(0, 3);
    })
    .toEqual([idAt(0), idAt(1), idAt(2)]);
  expect(await focused()).toBe(idAt(1));
  await expect(page.locator(`[data-module-id="${idAt(1)}"]`)).toBeInViewport();

  // The problem list (every eighth module is a swiper without a picture) selects a module far
  // above: the canvas brings it into view.
  await page.getByText('125 module(s) to fix').click();
  await page.locator('.lpb-problems__module').first().click();
  const target = page.locator(`[data-module-id="${idAt(7)}"]`);
  await expect(target).toBeInViewport();
  await expect(target).toHaveClass(/lpb-module--selected/);
  await page.getByText('125 module(s) to fix').click();

  // Keyboard: Alt+ArrowDown moves it below its neighbour.
  await target.locator('.lpb-module__body').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(async () => (await rendered(page)).slice(6, 9)).toEqual([idAt(6), idAt(8), idAt(7)]);

  // In the middle of the page, a drag moves a module within the window by the page's own indexes.
  if (!phone) {
    await scrollCanvas(page, 'top');
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('.lpb__canvas');
      if (pane) pane.scrollTop = pane.scrollHeight / 2;
    });
    await expect.poll(async () => Number((await rendered(page))[0]?.slice(5))).toBeGreaterThan(100);
    const ids = await rendered(page);
    const inView = [];
    for (const moduleId of ids) {
      const box = await page.locator(`[data-module-id="${moduleId}"]`).boundingBox();
      if (box && box.y > 120 && box.y + box.height < 700) inView.push(moduleId);
    }
    const [from, to] = inView;
    if (!from || !to) throw new Error('two modules in view expected');
    const body = page.locator(`[data-module-id="${from}"] .lpb-module__body`);
    await body.hover();
    const handle = await page.locator(`[data-module-id="${from}"] .lpb-module__handle`).boundingBox();
    const goal = await page.locator(`[data-module-id="${to}"]`).boundingBox();
    if (!handle || !goal) throw new Error('modules not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    const end = { x: goal.x + goal.width / 2, y: goal.y + goal.height * 0.75 };
    for (let i = 1; i <= 20; i += 1)
      await page.mouse.move(
        handle.x + ((end.x - handle.x) * i) / 20,
        handle.y + ((end.y - handle.y) * i) / 20,
      );
    await page.mouse.up();
    const fromIndex = ids.indexOf(from);
    await expect.poll(async () => (await rendered(page)).slice(fromIndex, fromIndex + 2)).toEqual([to, from]);
  }

  // Saved, the document holds the moves at the right places of the whole page.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.lpb-toolbar__status')).toHaveText('Saved');
  const detail = await call(request, `/client/page/detail?id=${id}`, undefined, user.token);
  const order = (detail.data as { doc: { modules: { id: string }[] } }).doc.modules.map((m) => m.id);
  expect(order).toHaveLength(1000);
  expect(order.slice(6, 9)).toEqual([idAt(6), idAt(8), idAt(7)]);
  if (!phone) expect(order.filter((moduleId, i) => moduleId !== idAt(i)).length).toBe(4);
});

test('the builder first load: at most 150 KB of JS (brotli), no module editor until a module is selected @desktop', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUp(request, 'lbb');
  await signIn(page, baseURL ?? '', user, 'en');
  const id = await longPage(request, user.token, 16);
  await page.addInitScript({ content: PROBE_SCRIPT });
  await page.goto(`/landing-page/build/${id}`);
  await page.waitForFunction(() => window.__lpbReady !== undefined, null, { timeout: 60_000 });
  const first = [...new Set(await page.evaluate(() => window.__lpbInitialScripts()))];
  const total = first.reduce((sum, path) => sum + brotliSizeOf(path), 0);
  expect(total, `initial JS ${total} B: ${first.join(', ')}`).toBeLessThanOrEqual(150 * 1024);
  expect(first.filter(isEditorChunk)).toEqual([]);

  // Selecting a module loads its settings form then.
  await page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').first().click();
  await expect(page.locator('.lpb-settings').getByLabel('Content', { exact: true })).toBeVisible();
  const later = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(later.filter(isEditorChunk).length).toBeGreaterThan(0);
});
