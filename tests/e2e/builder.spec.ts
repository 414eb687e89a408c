import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { RESET_TEXT } from '#app/builder/recovery-text.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { MESSAGES as RULE_MESSAGES } from '#core/validation/rules.ts';
import { CHAT_MESSAGES, channelMessage } from '#modules/chat-widget/schema.ts';
import { STRINGS as CHAT_STRINGS } from '#modules/chat-widget/strings.ts';
import { STRINGS as COMMUNICATION_STRINGS } from '#modules/communication-tool/strings.ts';
import { FACEBOOK_MESSAGES } from '#modules/facebook-pixel/schema.ts';
import { STRINGS as FACEBOOK_STRINGS } from '#modules/facebook-pixel/strings.ts';
import { LINK_BUTTON_MESSAGES } from '#modules/link-button/schema.ts';
import { STRINGS as LINK_STRINGS, LINK_TYPE_NAMES } from '#modules/link-button/strings.ts';
import { STRINGS as CUBE_STRINGS } from '#modules/picture-cube/strings.ts';
import { SWIPER_MESSAGES } from '#modules/picture-swiper/schema.ts';
import { STRINGS as SWIPER_STRINGS } from '#modules/picture-swiper/strings.ts';
import { STRINGS as QA_STRINGS } from '#modules/question-answer/strings.ts';
import { STRINGS as RICH_STRINGS } from '#modules/rich-text/strings.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { SHARED_STRINGS } from '#modules/shared/strings.ts';
import { SOCIAL_MESSAGES } from '#modules/social/schema.ts';
import { STRINGS as SOCIAL_STRINGS } from '#modules/social/strings.ts';
import { MODULE_TYPES } from '#modules/types.ts';
import { STRINGS as VIDEO_STRINGS } from '#modules/video/strings.ts';
import enBuild from '../../src/app/i18n/pages/en/landingPageBuild.ts';
import zhBuild from '../../src/app/i18n/pages/zh-cn/landingPageBuild.ts';
import { expect, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * The page builder from the browser, in both languages, on a 375 px phone and on a desktop.
 */

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
  en: { content: 'Content', message: 'Title text is still the example' },
  'zh-cn': { content: '内容', message: '标题文字仍是示例内容' },
};

/** "{field} is still the example": a module added from the palette until the member fills it in. */
const sample = (en: string, zh: string, lang: Lang) =>
  lang === 'en' ? `${en} is still the example` : `${zh}仍是示例内容`;

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

/** The domain centre and page centre texts the journey needs. */
const CENTRES = {
  en: {
    addDomain: 'Add domain',
    domainName: 'Domain name',
    save: 'Save',
    domainAdded: 'Domain added: now create its CNAME and TXT records',
    newPage: 'New page',
    pageName: 'Page name',
    pageRoute: 'Page route',
    pageDomain: 'Page domain',
    create: 'Create',
    pageAdded: 'Page added',
    designOf: (name: string) => `Design ${name}`,
  },
  'zh-cn': {
    addDomain: '添加域名',
    domainName: '域名',
    save: '保存',
    domainAdded: '域名已添加：请添加 CNAME 和 TXT 解析记录',
    newPage: '新建页面',
    pageName: '页面名称',
    pageRoute: '页面路由',
    pageDomain: '页面域名',
    create: '创建',
    pageAdded: '页面已添加',
    designOf: (name: string) => `设计 ${name}`,
  },
} as const;

/** A 1 × 1 PNG for the picture fields. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** "{name}" placeholders of a module's strings filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** Creates an HTTP domain in the domain centre and a page on it in the page centre; answers the page id. */
async function domainAndPage(page: Page, lang: Lang): Promise<{ id: string; pageName: string }> {
  const C = CENTRES[lang];
  const tag = randomUUID().slice(0, 8);
  const domainName = `shop-${tag}.example.com`;
  const pageName = `Sale ${tag}`;
  await page.goto('/landing-page/domain/center');
  await page.getByRole('button', { name: C.addDomain }).first().click();
  const domainDialog = page.getByRole('dialog');
  await domainDialog.getByLabel(C.domainName, { exact: true }).fill(domainName);
  await domainDialog.getByRole('button', { name: C.save }).click();
  await expect(page.getByText(C.domainAdded)).toBeVisible();
  await expect(page.locator(`[data-domain="${domainName}"]`)).toBeVisible();

  await page.goto('/landing-page/page/center');
  await page
    .getByRole('button', { name: `+ ${C.newPage}` })
    .first()
    .click();
  const pageDialog = page.getByRole('dialog', { name: C.newPage });
  await pageDialog.getByLabel(C.pageName).fill(pageName);
  await pageDialog.getByLabel(C.pageRoute, { exact: true }).fill('/');
  // The remote select: type part of the name, pick the match.
  const select = pageDialog.getByRole('combobox', { name: C.pageDomain });
  await select.click();
  await select.pressSequentially(domainName.slice(0, 10));
  await pageDialog.getByRole('option', { name: domainName }).click();
  await expect(select).toHaveValue(domainName);
  await pageDialog.getByRole('button', { name: C.create }).click();
  await expect(page.getByText(C.pageAdded)).toBeVisible();
  const row = page.getByTestId('page-row').filter({ hasText: pageName });
  await expect(row).toContainText(domainName);
  const id = (await row.getAttribute('data-page-id')) ?? '';
  await row.getByRole('link', { name: C.designOf(pageName) }).click();
  await expect(page).toHaveURL(new RegExp(`/landing-page/build/${id}$`));
  return { id, pageName };
}

type Journey = { page: Page; phone: boolean; lang: Lang; T: (typeof STRINGS)[Lang] };

/** Selects the module of `type` and answers its settings panel (a sheet on phones). */
async function openSettings({ page, phone, T }: Journey, type: string): Promise<Locator> {
  await page.locator(`.lpb-module[data-module-type="${type}"] .lpb-module__body`).first().click();
  if (phone) await page.getByRole('button', { name: T.openSettings }).click();
  const settings = page.locator('.lpb-settings');
  await expect(settings.locator('.lp-form')).toBeVisible();
  if (phone) {
    // The module being edited stays in sight: its top shows between the toolbar and the sheet.
    await expect
      .poll(async () => {
        const [module, sheet, toolbar] = await Promise.all([
          page.locator('.lpb-module--selected').boundingBox(),
          page.locator('.lpb__settings').boundingBox(),
          page.locator('.lpb-toolbar').boundingBox(),
        ]);
        if (!module || !sheet || !toolbar) return 'not laid out';
        return module.y >= toolbar.y + toolbar.height - 1 && module.y + Math.min(module.height, 40) <= sheet.y
          ? 'in sight'
          : `module at ${module.y}, toolbar ends ${toolbar.y + toolbar.height}, sheet at ${sheet.y}`;
      })
      .toBe('in sight');
  }
  return settings;
}

async function closeSettings({ page, phone, T }: Journey) {
  if (phone) await page.locator('.lpb__settings').getByRole('button', { name: T.close }).click();
}

/** Does `act`, sees exactly `message` in the panel and the module marked, does `fix`, and sees both go. */
async function trip(
  journey: Journey,
  settings: Locator,
  type: string,
  message: string,
  act: () => Promise<void>,
  fix: () => Promise<void>,
  /** False for a list bound the form refuses to cross: the message shows, the data stays valid. */
  marks = true,
) {
  const shown = settings.getByText(message, { exact: true });
  const badge = journey.page.locator(`.lpb-module[data-module-type="${type}"] .lpb-module__badge`);
  await act();
  await expect(shown.first()).toBeVisible();
  if (!journey.phone) await expect(badge).toHaveCount(marks ? 1 : 0);
  await fix();
  await expect(shown).toHaveCount(0);
  if (!journey.phone) await expect(badge).toHaveCount(0);
}

/** Every validation message of spec section 5 for the builder's modules, each tripped and fixed once. */
async function tripEveryMessage(journey: Journey) {
  const { lang } = journey;
  const shared = (key: keyof typeof SHARED_STRINGS) => SHARED_STRINGS[key][lang];

  // Title text: the content is required.
  let settings = await openSettings(journey, 'title-text');
  const content = settings.getByLabel(TITLE_TEXT[lang].content);
  await trip(
    journey,
    settings,
    'title-text',
    TITLE_TEXT[lang].message,
    () => content.fill(''),
    () => content.fill(`Hello ${lang}`),
  );
  await closeSettings(journey);

  // Chat widget: its number is the member's own; offsets 0-100, z-index 1-99999, close delay
  // 1000-10000, the channels, polling.
  settings = await openSettings(journey, 'chat-widget');
  const chat = (key: keyof typeof CHAT_STRINGS) => CHAT_STRINGS[key][lang];
  const channel = settings.getByRole('group', {
    name: fill(chat('channelItem'), { index: 1, name: 'WhatsApp' }),
  });
  const value = channel.getByLabel(chat('channelValue'), { exact: true });
  await expect(value).toHaveAttribute('placeholder', '+85212345678');
  await trip(
    journey,
    settings,
    'chat-widget',
    sample('WhatsApp number', 'WhatsApp 号码', lang),
    async () => {},
    () => value.fill('+85261234567'),
  );
  for (const [label, message, bad, good] of [
    [chat('offsetX'), CHAT_MESSAGES.offsetX, '101', '20'],
    [chat('offsetY'), CHAT_MESSAGES.offsetY, '-1', '20'],
    [chat('zIndex'), CHAT_MESSAGES.zIndex, '0', '9999'],
  ] as const) {
    const field = settings.getByLabel(label, { exact: true });
    await trip(
      journey,
      settings,
      'chat-widget',
      message[lang],
      () => field.fill(bad),
      () => field.fill(good),
    );
  }
  await settings.getByLabel(chat('autoClose'), { exact: true }).check();
  const closeDelay = settings.getByLabel(chat('closeDelay'), { exact: true });
  await trip(
    journey,
    settings,
    'chat-widget',
    CHAT_MESSAGES.closeDelay[lang],
    () => closeDelay.fill('999'),
    () => closeDelay.fill('5000'),
  );
  // Emptied again, the first channel's number reads as the example once more.
  await trip(
    journey,
    settings,
    'chat-widget',
    sample('WhatsApp number', 'WhatsApp 号码', lang),
    () => value.fill(''),
    () => value.fill('+85261234567'),
  );
  const label = channel.getByLabel(chat('channelLabel'), { exact: true });
  await trip(
    journey,
    settings,
    'chat-widget',
    channelMessage('label', 1)[lang],
    () => label.fill(''),
    () => label.fill('WhatsApp'),
  );
  const icon = channel.getByRole('combobox', { name: chat('channelIcon'), exact: true });
  await trip(
    journey,
    settings,
    'chat-widget',
    channelMessage('icon', 1)[lang],
    () => icon.selectOption({ label: chat('channelIconImage') }).then(() => undefined),
    () => icon.selectOption('whatsapp').then(() => undefined),
  );
  const enabled = channel.getByLabel(chat('channelEnabled'), { exact: true });
  await trip(
    journey,
    settings,
    'chat-widget',
    CHAT_MESSAGES.enableOne[lang],
    () => enabled.uncheck(),
    () => enabled.check(),
  );
  await trip(
    journey,
    settings,
    'chat-widget',
    CHAT_MESSAGES.atLeastOneChannel[lang],
    () => channel.getByRole('button', { name: new RegExp(`^${shared('remove')}`) }).click(),
    async () => {
      await settings.getByRole('button', { name: new RegExp(chat('addChannel')) }).click();
      await settings.getByLabel(chat('channelValue'), { exact: true }).fill('+85261234567');
    },
  );
  await settings.getByLabel(chat('pollingEnabled'), { exact: true }).check();
  const accounts = settings.getByLabel(chat('pollingAccounts'), { exact: true });
  await trip(
    journey,
    settings,
    'chat-widget',
    CHAT_MESSAGES.pollingAccount[lang],
    () => accounts.fill(''),
    () => accounts.fill('+85298765432'),
  );
  await closeSettings(journey);

  // Social: valid URLs, at most 5 platforms, one enabled.
  settings = await openSettings(journey, 'social');
  const social = (key: keyof typeof SOCIAL_STRINGS) => SOCIAL_STRINGS[key][lang];
  await trip(
    journey,
    settings,
    'social',
    sample('Facebook address', 'Facebook 地址', lang),
    async () => {},
    () => settings.getByLabel(social('url'), { exact: true }).first().fill('https://www.facebook.com/myshop'),
  );
  const addPlatform = settings.getByRole('button', { name: new RegExp(social('addPlatform')) });
  await addPlatform.click();
  const url = settings.getByLabel(social('url'), { exact: true }).nth(1);
  await trip(
    journey,
    settings,
    'social',
    RULE_MESSAGES.url[lang],
    () => url.fill('not a link'),
    () => url.fill('https://www.instagram.com/shop'),
  );
  for (let count = 3; count <= 5; count += 1) {
    await addPlatform.click();
    await settings
      .getByLabel(social('url'), { exact: true })
      .nth(count - 1)
      .fill(`https://example.com/${count}`);
  }
  await trip(
    journey,
    settings,
    'social',
    SOCIAL_MESSAGES.max[lang],
    // The button says it is unavailable (aria-disabled) yet answers a press with the rule.
    () => addPlatform.press('Enter'),
    async () => {
      for (let count = 5; count > 2; count -= 1) {
        await settings
          .getByRole('button', {
            name: new RegExp(
              `^${shared('remove')}: ${fill(social('platformTitle'), { index: count, name: '' })}`,
            ),
          })
          .click();
      }
    },
    false,
  );
  const platformsOn = settings.getByLabel(social('enabled'), { exact: true });
  await trip(
    journey,
    settings,
    'social',
    SOCIAL_MESSAGES.oneEnabled[lang],
    async () => {
      await platformsOn.nth(0).uncheck();
      await platformsOn.nth(1).uncheck();
    },
    () => platformsOn.nth(0).check(),
  );
  await closeSettings(journey);

  // Picture swiper: 1 to 10 pictures, each with a picture.
  settings = await openSettings(journey, 'picture-swiper');
  const swiper = SWIPER_STRINGS[lang];
  const pictureOne = settings.getByRole('group', { name: swiper.image, exact: true }).first();
  await trip(
    journey,
    settings,
    'picture-swiper',
    SWIPER_MESSAGES.picture[lang],
    async () => {},
    async () => {
      await pictureOne
        .getByTestId('image-upload-input')
        .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
      await expect(pictureOne.getByRole('img')).toBeVisible();
    },
  );
  await trip(
    journey,
    settings,
    'picture-swiper',
    SWIPER_MESSAGES.count[lang],
    () =>
      settings
        .getByRole('button', { name: `${shared('remove')}: ${fill(swiper.picture, { index: 1 })}` })
        .press('Enter'),
    () => settings.getByLabel(swiper.title, { exact: true }).fill('Spring'),
    false,
  );
  await closeSettings(journey);

  // Communication tool: the items are kept (at least one) and each is complete.
  settings = await openSettings(journey, 'communication-tool');
  const comm = (key: keyof typeof COMMUNICATION_STRINGS) => COMMUNICATION_STRINGS[key][lang];
  const mobile = settings.getByLabel(comm('mobile'), { exact: true });
  await trip(
    journey,
    settings,
    'communication-tool',
    sample('WhatsApp number', 'WhatsApp 号码', lang),
    async () => {},
    () => mobile.fill('+85261234567'),
  );
  await trip(
    journey,
    settings,
    'communication-tool',
    KIT_MESSAGES.atLeastOneItem[lang],
    () => settings.getByRole('button', { name: new RegExp(`^${shared('remove')}: `) }).press('Enter'),
    () => settings.getByLabel(comm('label'), { exact: true }).fill('WhatsApp us'),
    false,
  );
  await trip(
    journey,
    settings,
    'communication-tool',
    RULE_MESSAGES.intlMobile[lang],
    () => mobile.fill('12'),
    () => mobile.fill('+85261234567'),
  );
  await closeSettings(journey);

  // Link button: items kept, and picture buttons need their image.
  settings = await openSettings(journey, 'link-button');
  const link = (key: keyof typeof LINK_STRINGS) => LINK_STRINGS[key][lang];
  await trip(
    journey,
    settings,
    'link-button',
    sample('Button link', '按钮链接', lang),
    async () => {},
    () => settings.getByLabel(link('url'), { exact: true }).fill('https://shop.example.com/'),
  );
  await trip(
    journey,
    settings,
    'link-button',
    KIT_MESSAGES.atLeastOneItem[lang],
    () => settings.getByRole('button', { name: new RegExp(`^${shared('remove')}: `) }).press('Enter'),
    () => settings.getByLabel(link('itemTitleField'), { exact: true }).fill('Our shop'),
    false,
  );
  await trip(
    journey,
    settings,
    'link-button',
    LINK_BUTTON_MESSAGES.image[lang],
    () =>
      settings
        .getByLabel(link('linkType'), { exact: true })
        .selectOption({ label: LINK_TYPE_NAMES.image[lang] })
        .then(() => undefined),
    async () => {
      const image = settings.getByRole('group', { name: link('image'), exact: true });
      await image
        .getByTestId('image-upload-input')
        .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG });
      await expect(image.getByRole('img')).toBeVisible();
    },
  );
  await closeSettings(journey);

  // Facebook pixel: ids of 15 to 16 digits, one per line.
  settings = await openSettings(journey, 'facebook-pixel');
  const ids = settings.getByLabel(FACEBOOK_STRINGS.ids[lang], { exact: true });
  await trip(
    journey,
    settings,
    'facebook-pixel',
    FACEBOOK_MESSAGES.ids[lang],
    () => ids.fill('1234567890123\n12345678901234567'),
    () => ids.fill('123456789012345\n1234567890123456'),
  );
  await closeSettings(journey);
}

/** Completes the modules that start incomplete (their own required fields), so none is marked. */
async function completeTheRest(journey: Journey) {
  const { lang, page } = journey;
  let settings = await openSettings(journey, 'question-answer');
  await settings.getByLabel(QA_STRINGS[lang].question, { exact: true }).fill('Do you ship abroad?');
  await settings.getByLabel(QA_STRINGS[lang].answer, { exact: true }).fill('Yes, worldwide.');
  await closeSettings(journey);

  settings = await openSettings(journey, 'rich-text');
  await settings.getByRole('textbox', { name: RICH_STRINGS[lang].content, exact: true }).click();
  await page.keyboard.type('Spring sale');
  await closeSettings(journey);

  settings = await openSettings(journey, 'video');
  await settings
    .getByLabel(VIDEO_STRINGS[lang].url, { exact: true })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await closeSettings(journey);

  settings = await openSettings(journey, 'picture-cube');
  const image = settings.getByRole('group', { name: CUBE_STRINGS[lang].image, exact: true }).first();
  await image
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: PNG });
  await expect(image.getByRole('img')).toBeVisible();
  await closeSettings(journey);
  await expect(page.locator('.lpb-module__badge')).toHaveCount(0);
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`builder journey (${lang}): a domain and a page from the centres, every module, every validation message, drag and keyboard reorder, undo/redo, save and reload`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(360_000);
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'lb', { plan: 'business' });
    await signIn(page, baseURL ?? '', user, lang);
    await domainAndPage(page, lang);
    await expect(page.getByText(T.empty)).toBeVisible();

    // Every module type the palette offers, in palette order.
    if (phone) await page.getByRole('button', { name: T.openPalette }).click();
    const palette = page.locator('.lpb-palette__item');
    const types = await palette.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-add-type') ?? ''),
    );
    expect([...types].sort()).toEqual([...MODULE_TYPES].sort());
    if (phone) await page.locator('.lpb__palette').getByRole('button', { name: T.close }).click();
    for (const type of types) await addFromPalette(page, phone, T, page.locator(`[data-add-type="${type}"]`));
    const modules = page.locator('.lpb-phone__list > .lpb-module');
    await expect(modules).toHaveCount(types.length);
    expect(
      await modules.evaluateAll((items) => items.map((item) => item.getAttribute('data-module-type'))),
    ).toEqual(types);
    // Brand icons on the canvas (chat widget, social, pixels) draw from the sprite loaded after the first paint.
    await expect
      .poll(() =>
        page
          .locator('.lpb-phone__list svg use')
          .evaluateAll((uses) =>
            uses
              .filter((use) => use.checkVisibility())
              .map((use) => (use as SVGGraphicsElement).getBBox().width > 0),
          ),
      )
      .toEqual(expect.arrayContaining([true]));
    expect(
      await page
        .locator('.lpb-phone__list svg use')
        .evaluateAll(
          (uses) =>
            uses.filter((use) => use.checkVisibility() && (use as SVGGraphicsElement).getBBox().width === 0)
              .length,
        ),
    ).toBe(0);

    await tripEveryMessage({ page, phone, lang, T });
    await completeTheRest({ page, phone, lang, T });

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
    await expect.poll(() => canvasOrder(page)).toEqual(dragged);

    // Save, reload: the same page, every module valid.
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.saved);
    await page.reload();
    await expect(modules).toHaveCount(types.length);
    expect(await canvasOrder(page)).toEqual(dragged);
    await expect(page.locator('.lpb-module[data-module-type="title-text"]')).toContainText(`Hello ${lang}`);
    await expect(page.locator('.lpb-module__badge')).toHaveCount(0);
  });
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`builder tools (${lang}): reset asks first, copy and delete, page setup and its link, preview`, async ({
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

    // Reset asks first; cancelling keeps the work, confirming discards everything since the page
    // was created (it was never published), saved or not.
    await addFromPalette(page, phone, T, page.locator('[data-add-type="divider"]'));
    const modules = page.locator('.lpb-phone__list > .lpb-module');
    await expect(modules).toHaveCount(1);
    const resetDialog = page.getByRole('dialog', { name: T.reset });
    await page.getByRole('button', { name: T.reset, exact: true }).click();
    await expect(resetDialog.getByText(RESET_TEXT.neverPublished[lang])).toBeVisible();
    await resetDialog.getByRole('button', { name: T.cancel }).click();
    await expect(modules).toHaveCount(1);
    await page.getByRole('button', { name: T.reset, exact: true }).click();
    await resetDialog.getByRole('button', { name: T.reset }).click();
    await expect(page.getByText(T.empty)).toBeVisible();
    await expect(modules).toHaveCount(0);

    for (const type of ['title-text', 'divider', 'rich-text']) {
      await addFromPalette(page, phone, T, page.locator(`[data-add-type="${type}"]`));
    }
    await expect(modules).toHaveCount(3);

    // Copy and delete the title (delete asks first); each reports with a toast.
    await page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').click();
    await page.getByRole('button', { name: T.copy, exact: true }).click();
    await expect(page.getByText(T.copied)).toBeVisible();
    await expect(modules).toHaveCount(4);
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: T.delete });
    await confirm.getByRole('button', { name: T.cancel }).click();
    await expect(modules).toHaveCount(4);
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    await confirm.getByRole('button', { name: T.delete }).click();
    await expect(page.getByText(T.deleted)).toBeVisible();
    await expect(modules).toHaveCount(3);

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
    // The publishing path's page, framed from the pages origin: the title and the text are still
    // empty (their examples are only hints), so a visitor sees the divider alone; nothing of the builder.
    const frame = page.frameLocator('[data-testid="preview-frame"] iframe');
    await expect(frame.locator('main.lp-page hr')).toHaveCount(1);
    await expect(frame.locator('main.lp-page :is(h1, h2, h3, p)')).toHaveCount(0);
    await expect(frame.locator('.lpb-module')).toHaveCount(0);
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
  // Three seconds on the notice, then back; a busy machine may take longer to get there.
  await expect(page).toHaveURL(/\/console$/, { timeout: 30_000 });
});

/** Where the builder's toolbar, canvas and phone frame are (rounded px), whichever of its states shows. */
function builderFrame(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string, withHeight: boolean) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { top, left, width, height } = element.getBoundingClientRect();
      return (withHeight ? [top, left, width, height] : [top, left, width]).map(Math.round);
    };
    // The canvas and the phone grow with the page's modules: where they start and how wide they are.
    return {
      toolbar: box('.lpb-toolbar', true),
      canvas: box('.lpb__canvas', false),
      phone: box('.lpb-phone', false),
    };
  });
}

test('while the page loads, the builder shows its own frame, and nothing moves when the page arrives', async ({
  page,
  request,
  baseURL,
}) => {
  const T = STRINGS.en;
  const user = await signUp(request, 'lb');
  await signIn(page, baseURL ?? '', user, 'en');
  const id = await newPage(request, user.token);
  await page.goto('/console', { waitUntil: 'networkidle' });
  // The page's data is held back until the loading frame has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/client/page/detail**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/landing-page/build/${id}`);
  const loading = page.getByTestId('builder-loading');
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('status')).toHaveText(T.loading);
  const waiting = await builderFrame(page);
  release();
  await expect(page.getByTestId('builder')).toBeVisible();
  expect(await builderFrame(page)).toEqual(waiting);
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
