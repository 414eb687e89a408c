import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Lang } from '#core/i18n/lang.ts';
import enBuild from '../../src/i18n/pages/en/landingPageBuild.ts';
import zhBuild from '../../src/i18n/pages/zh-cn/landingPageBuild.ts';
import { expect, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * The page builder from the browser, in both languages, on a 375 px phone and on a desktop.
 */

test.describe.configure({ timeout: 120_000 });

/** A new page of the member through the page centre's API; answers its id. */
async function newPage(request: APIRequestContext, token: string): Promise<string> {
  const added = await call(
    request,
    '/client/page/add',
    { name: `Build ${randomUUID().slice(0, 6)}`, route: '/' },
    token,
  );
  expect(added.code, added.msg).toBe(1);
  return (added.data as { page: { id: string } }).page.id;
}

const STRINGS = { en: enBuild, 'zh-cn': zhBuild } as const;
const TITLE_TEXT = {
  en: { content: 'Content', message: 'Please enter the title text' },
  'zh-cn': { content: '内容', message: '请输入标题文字' },
};

/** The module types on the canvas, top to bottom. */
const canvasOrder = (page: Page) =>
  page
    .locator('.lpb-phone__list > .lpb-module')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-module-id') ?? ''));

/** Adds a module from the palette (on a phone the palette is a sheet opened from the bottom bar). */
async function addFromPalette(page: Page, phone: boolean, T: (typeof STRINGS)[Lang], button: Locator) {
  if (phone) await page.getByRole('button', { name: T.openPalette }).click();
  await button.click();
  if (phone) await expect(page.locator('.lpb__palette')).toBeHidden();
}

/** Drags a module by its handle onto another module's place: touch on phones, the mouse on desktops. */
async function drag(page: Page, fromId: string, toId: string, touch: boolean) {
  const handle = page.locator(`[data-module-id="${fromId}"] .lpb-module__handle`);
  const target = page.locator(`[data-module-id="${toId}"]`);
  await page.locator(`[data-module-id="${fromId}"] .lpb-module__body`).hover();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('module not on screen');
  const viewport = page.viewportSize();
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = {
    x: to.x + to.width / 2,
    y: Math.min(to.y + to.height * 0.75, (viewport?.height ?? 800) - 90),
  };
  const steps = 20;
  const at = (i: number) => ({
    x: start.x + ((end.x - start.x) * i) / steps,
    y: start.y + ((end.y - start.y) * i) / steps,
  });
  if (touch) {
    // Playwright has no touch drag: the DevTools protocol sends the touch points.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let i = 1; i <= steps; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) await page.mouse.move(at(i).x, at(i).y);
  await page.mouse.up();
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`builder journey (${lang}): every module, a validation message, drag and keyboard reorder, undo/redo, save and reload, copy and delete, page setup, preview`, async ({
    page,
    request,
    baseURL,
    context,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    const user = await signUp(request, 'lb');
    await signIn(page, baseURL ?? '', user, lang);
    const id = await newPage(request, user.token);
    await page.goto(`/landing-page/build/${id}`);
    await expect(page.getByText(T.empty)).toBeVisible();

    // Every module type the palette offers, in palette order.
    if (phone) await page.getByRole('button', { name: T.openPalette }).click();
    const palette = page.locator('.lpb-palette__item');
    const types = await palette.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-add-type') ?? ''),
    );
    expect(types.length).toBeGreaterThanOrEqual(5);
    if (phone) await page.locator('.lpb__palette').getByRole('button', { name: T.close }).click();
    for (const type of types) await addFromPalette(page, phone, T, page.locator(`[data-add-type="${type}"]`));
    const modules = page.locator('.lpb-phone__list > .lpb-module');
    await expect(modules).toHaveCount(types.length);
    expect(
      await modules.evaluateAll((items) => items.map((item) => item.getAttribute('data-module-type'))),
    ).toEqual(types);

    // A validation message: empty the title text's content.
    const title = page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body');
    await title.click();
    if (phone) await page.getByRole('button', { name: T.openSettings }).click();
    const settings = page.locator('.lpb-settings');
    await settings.getByLabel(TITLE_TEXT[lang].content).fill('');
    await expect(settings.getByText(TITLE_TEXT[lang].message)).toBeVisible();
    await expect(page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__badge')).toBeVisible();
    await settings.getByLabel(TITLE_TEXT[lang].content).fill(`Hello ${lang}`);
    await expect(settings.getByText(TITLE_TEXT[lang].message)).toHaveCount(0);
    if (phone) await page.locator('.lpb__settings').getByRole('button', { name: T.close }).click();

    // Keyboard reordering: Alt+ArrowDown on the first module moves it one place down.
    const start = await canvasOrder(page);
    const [first, second] = start;
    if (!first || !second) throw new Error('two modules expected');
    await page.locator(`[data-module-id="${first}"] .lpb-module__body`).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => canvasOrder(page)).toEqual([second, first, ...start.slice(2)]);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => canvasOrder(page)).toEqual(start);

    // Drag by the handle: the first module goes below the second.
    await page.locator(`[data-module-id="${first}"]`).scrollIntoViewIfNeeded();
    await drag(page, first, second, phone);
    const dragged = [second, first, ...start.slice(2)];
    await expect.poll(() => canvasOrder(page)).toEqual(dragged);

    // Undo and redo, by the buttons and by the keyboard.
    await page.getByRole('button', { name: T.undo, exact: true }).click();
    await expect.poll(() => canvasOrder(page)).toEqual(start);
    await page.getByRole('button', { name: T.redo, exact: true }).click();
    await expect.poll(() => canvasOrder(page)).toEqual(dragged);
    await page.locator('.lpb-toolbar').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => canvasOrder(page)).toEqual(start);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    const saved = dragged;
    await expect.poll(() => canvasOrder(page)).toEqual(saved);

    // Save, reload: the same page.
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.saved);
    await page.reload();
    await expect(modules).toHaveCount(types.length);
    expect(await canvasOrder(page)).toEqual(saved);
    await expect(page.locator('.lpb-module[data-module-type="title-text"]')).toContainText(`Hello ${lang}`);

    // Copy and delete the title (delete asks first); each reports with a toast.
    await title.click();
    await page.getByRole('button', { name: T.copy, exact: true }).click();
    await expect(page.getByText(T.copied)).toBeVisible();
    await expect(modules).toHaveCount(types.length + 1);
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: T.delete });
    await confirm.getByRole('button', { name: T.cancel }).click();
    await expect(modules).toHaveCount(types.length + 1);
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    await confirm.getByRole('button', { name: T.delete }).click();
    await expect(page.getByText(T.deleted)).toBeVisible();
    await expect(modules).toHaveCount(types.length);

    // Page setup: a title, and the page link copied to the clipboard.
    if (phone) await page.getByRole('button', { name: T.openSettings }).click();
    await page.locator('.lpb-settings').getByRole('button', { name: T.backToSetup }).click();
    await page.getByLabel(T.setupTitle, { exact: true }).fill(`Sale ${lang}`);
    await page.getByRole('button', { name: T.copyLink }).click();
    await expect(page.getByText(T.copySuccess)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/${id}`);
    if (phone) await page.locator('.lpb__settings').getByRole('button', { name: T.close }).click();

    // Preview saves first, then shows the page as visitors see it.
    await page.getByRole('button', { name: T.preview, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/landing-page/preview\\?id=${id}$`));
    const frame = page.getByTestId('preview-frame');
    await expect(frame.locator('[data-module-type]')).toHaveCount(types.length);
    await expect(page.getByRole('heading', { name: `Sale ${lang}` })).toBeVisible();
  });
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`two tabs (${lang}): the stale save meets a conflict and never overwrites`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'lb');
    await signIn(page, baseURL ?? '', user, lang);
    const id = await newPage(request, user.token);
    await page.goto(`/landing-page/build/${id}`);
    const other = await page.context().newPage();
    await other.goto(`/landing-page/build/${id}`);
    await expect(other.getByText(T.empty)).toBeVisible();
    await expect(page.getByText(T.empty)).toBeVisible();

    // The second tab adds a divider and saves first.
    await addFromPalette(other, phone, T, other.locator('[data-add-type="divider"]'));
    await other.getByRole('button', { name: T.save, exact: true }).click();
    await expect(other.locator('.lpb-toolbar__status')).toHaveText(T.saved);

    // The first tab, still on the old version, adds a title and saves: a conflict, nothing overwritten.
    await addFromPalette(page, phone, T, page.locator('[data-add-type="title-text"]'));
    await page.getByRole('button', { name: T.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.conflictTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: T.conflictKeep }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(T.conflictBanner)).toBeVisible();
    await expect(page.locator('.lpb-module[data-module-type="title-text"]')).toHaveCount(1);
    const detail = await call(request, `/client/page/detail?id=${id}`, undefined, user.token);
    expect((detail.data as { doc: { modules: { type: string }[] } }).doc.modules.map((m) => m.type)).toEqual([
      'divider',
    ]);

    // Loading the newer version shows the other tab's work.
    await page.getByRole('button', { name: T.conflictReload }).click();
    await expect(page.locator('.lpb-module[data-module-type="divider"]')).toHaveCount(1);
    await expect(page.locator('.lpb-module[data-module-type="title-text"]')).toHaveCount(0);
    await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.saved);
    await other.close();
  });
}

test('a missing page shows the notice and goes back after 3 seconds', async ({ page, request, baseURL }) => {
  const T = STRINGS.en;
  const user = await signUp(request, 'lb');
  await signIn(page, baseURL ?? '', user, 'en');
  await page.goto('/console');
  await page.goto('/landing-page/build/Zz00000000');
  await expect(page.getByText(T.missing)).toBeVisible();
  await expect(page).toHaveURL(/\/console$/, { timeout: 6000 });
});

test('leaving with unsaved changes asks first; staying keeps the work', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const T = STRINGS['zh-cn'];
  const phone = testInfo.project.name === 'phone';
  const user = await signUp(request, 'lb');
  await signIn(page, baseURL ?? '', user, 'zh-cn');
  const id = await newPage(request, user.token);
  await page.goto(`/landing-page/build/${id}`);
  await addFromPalette(page, phone, T, page.locator('[data-add-type="divider"]'));
  await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.unsaved);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.locator('header a[href="/landing-page/page/center"]').click();
  await expect.poll(() => asked).toEqual([T.leaveConfirm]);
  await expect(page).toHaveURL(new RegExp(`/landing-page/build/${id}$`));
  await expect(page.locator('.lpb-module[data-module-type="divider"]')).toHaveCount(1);
  // Autosave stores the draft 3 s after the last change; then leaving asks nothing.
  await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.saved, { timeout: 10_000 });
  await page.locator('header a[href="/landing-page/page/center"]').click();
  await expect(page).toHaveURL(/\/landing-page\/page\/center$/);
});
