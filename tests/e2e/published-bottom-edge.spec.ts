import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STRINGS } from '#modules/chat-widget/strings.ts';
import { expect, test } from './fixtures.ts';
import { call, signUp } from './members.ts';

/**
 * Issue 13, "The preview is the published page": a page with a fixed bottom link button bar and a
 * chat widget at the bottom. On the published page (phone and desktop) the widget sits above the
 * bar, not on it, at the top of the page and scrolled to its end; and the widget's welcome bubble
 * stays closed once the visitor opened and closed the channel list (neither the page runtime's
 * timers nor the island's bring it back). In both page languages.
 */

/** The bubble's delay: the only wait the bubble test needs beyond the app's own signals. */
const DELAY_S = 1;

async function publish(request: APIRequestContext, lang: 'en' | 'zh-cn') {
  const user = await signUp(request, 'edge', { plan: 'business' });
  const added = await call(request, '/client/page/add', { name: `Edge ${lang}`, route: '/' }, user.token);
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  const titles = Array.from({ length: 30 }, (_, index) => ({
    id: `title${String(index).padStart(3, '0')}`,
    type: 'title-text',
    props: { content: `Section ${index + 1}` },
  }));
  const doc = {
    version: 1,
    setup: { title: 'Bottom edge', lang },
    modules: [
      ...titles.slice(0, 15),
      {
        id: 'chat0001',
        type: 'chat-widget',
        props: {
          position: 'bottom-right',
          channels: [
            { type: 'telegram', value: 'shopdemo', label: 'Telegram', icon: 'telegram', color: '#26A5E4' },
          ],
          welcome: { show: true, text: '', delay: DELAY_S },
        },
      },
      {
        id: 'link0001',
        type: 'link-button',
        props: {
          items: [{ title: 'Visit us', icon: 'website', action: 'link', url: 'https://shop.example.com/' }],
          fixed: true,
          fixedPosition: 'bottom',
        },
      },
      ...titles.slice(15),
    ],
  };
  const saved = await call(request, '/client/page/save', { id, version: 1, doc }, user.token);
  expect(saved.code, saved.msg).toBe(1);
  const published = await call(request, '/client/page/publish', { id }, user.token);
  expect(published.code, published.msg).toBe(1);
  return id;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** The widget's whole box is above the bar's, and the widget keeps its offset from the screen's right. */
async function expectAboveBar(page: Page) {
  const widget = page.locator('[data-lp-module="chat-widget"]');
  const bar = page.locator('[data-lp-module="link-button"] nav');
  const [w, b] = [await box(widget), await box(bar)];
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // The page is longer than the screen: the bar is at the screen's bottom; the widget 20 px (its default offset) above the bar.
  expect(Math.abs(b.y + b.height - viewport.height)).toBeLessThanOrEqual(1);
  expect(w.y + w.height).toBeLessThanOrEqual(b.y);
  expect(Math.abs(b.y - (w.y + w.height) - 20)).toBeLessThanOrEqual(1);
  // Its side offset is measured from the screen's edge as when no bar is there (a scrollbar may take a few px).
  expect(Math.abs(viewport.width - (w.x + w.width) - 20)).toBeLessThanOrEqual(10);
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a bottom chat widget sits above a fixed bottom bar (${lang})`, async ({ page, request }) => {
    const id = await publish(request, lang);
    await page.goto(`/${id}`);
    await expect(page.getByRole('heading', { name: 'Section 1', exact: true })).toBeVisible();
    await expectAboveBar(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
    await expectAboveBar(page);
    // Opened, the channel list is above the bar too.
    const widget = page.locator('[data-lp-module="chat-widget"]');
    await widget.locator('summary').click();
    const telegram = widget.getByRole('link', { name: 'Telegram' });
    await expect(telegram).toBeVisible();
    const [link, bar] = [await box(telegram), await box(page.locator('[data-lp-module="link-button"] nav'))];
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y);
  });

  test(`the welcome bubble stays closed after the channel list was opened and closed (${lang})`, async ({
    page,
    request,
  }) => {
    const id = await publish(request, lang);
    await page.goto(`/${id}`);
    const widget = page.locator('[data-lp-module="chat-widget"]');
    const bubble = widget.getByRole('status');
    // The page runtime shows the bubble after its delay, in the page's language.
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveText(STRINGS.welcomeDefault[lang]);

    await widget.locator('summary').click();
    await expect(widget.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await expect(bubble).toBeHidden();
    // The island is live (it hydrated on the interaction) before the list closes.
    await expect(widget).toHaveAttribute('data-lp-live', '1');
    await widget.locator('summary').click();
    await expect(widget.getByRole('link', { name: 'Telegram' })).toBeHidden();

    // Longer than the bubble's delay, counted from the island's start: no timer brings it back.
    await page.waitForTimeout(DELAY_S * 1000 + 1000);
    await expect(bubble).toBeHidden();
    // Opening and closing again (the island handles it alone now) keeps it away too.
    await widget.locator('summary').click();
    await widget.locator('summary').click();
    await page.waitForTimeout(DELAY_S * 1000 + 1000);
    await expect(bubble).toBeHidden();
  });
}
