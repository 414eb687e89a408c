import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DRAFT_TEXT, RESET_TEXT } from '#app/builder/recovery-text.ts';
import type { Lang } from '#core/i18n/lang.ts';
import enBuild from '../../src/app/i18n/pages/en/landingPageBuild.ts';
import zhBuild from '../../src/app/i18n/pages/zh-cn/landingPageBuild.ts';
import { expect, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * Issue 13, "Nothing goes live by accident" and "Reset, autosave and drafts that mean something",
 * in both languages on a phone and a desktop: a page of untouched module defaults cannot be
 * published and the problems name each sample field; Reset after autosave returns the published
 * version (and can be undone); a reload within the autosave delay loses nothing.
 */

const STRINGS = { en: enBuild, 'zh-cn': zhBuild } as const;

/** Each module that comes with example content, and its sample field as the problems name it. */
const SAMPLES = {
  en: {
    'title-text': 'Title text is still the example',
    'chat-widget': 'WhatsApp number is still the example',
    'communication-tool': 'WhatsApp number is still the example',
    'link-button': 'Button link is still the example',
    social: 'Facebook address is still the example',
  },
  'zh-cn': {
    'title-text': '标题文字仍是示例内容',
    'chat-widget': 'WhatsApp 号码仍是示例内容',
    'communication-tool': 'WhatsApp 号码仍是示例内容',
    'link-button': '按钮链接仍是示例内容',
    social: 'Facebook 地址仍是示例内容',
  },
} as const;

const CONTENT = { en: 'Content', 'zh-cn': '内容' } as const;
const SAMPLE_HEADING = { en: 'Your headline here', 'zh-cn': '在此输入标题' } as const;

const docWith = (heading: string, lang: Lang) => ({
  version: 1,
  setup: { title: 'Spring sale', lang },
  modules: [{ id: 'title1', type: 'title-text', version: 1, props: { content: heading } }],
});

async function newPage(request: APIRequestContext, token: string, heading: string | null, lang: Lang) {
  const added = await call(
    request,
    '/client/page/add',
    { name: `Trust ${randomUUID().slice(0, 6)}`, route: '/' },
    token,
  );
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  if (heading !== null) {
    const saved = await call(
      request,
      '/client/page/save',
      { id, version: 1, doc: docWith(heading, lang) },
      token,
    );
    expect(saved.code, saved.msg).toBe(1);
  }
  return id;
}

/** The headings of the page's current (or published) document on the server. */
async function serverHeadings(request: APIRequestContext, token: string, id: string, source = 'current') {
  const detail = await call(request, `/client/page/detail?id=${id}&source=${source}`, undefined, token);
  return (detail.data as { doc: { modules: { props: { content?: string } }[] } }).doc.modules.map(
    (module) => module.props.content,
  );
}

/** Nothing waits to be saved and no save runs. */
const allSaved = (page: Page) =>
  expect(page.locator('.lpb-toolbar__status[data-save-state="idle"][data-dirty="false"]')).toBeVisible();

/** Opens the title module's settings (a sheet on phones) and answers its heading field. */
async function headingField(page: Page, phone: boolean, lang: Lang) {
  await page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').first().click();
  if (phone) await page.getByRole('button', { name: STRINGS[lang].openSettings }).click();
  const field = page.locator('.lpb-settings').getByLabel(CONTENT[lang], { exact: true });
  await expect(field).toBeVisible();
  return field;
}

/**
 * A new member signed in, with a page holding one title `heading`, open in the builder with the
 * title's settings open: answers the member, the page's id and the heading field.
 */
async function builderAtHeading(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  options: { prefix: string; heading: string; lang: Lang; phone: boolean },
) {
  const user = await signUp(request, options.prefix);
  await signIn(page, baseURL ?? '', user, options.lang);
  const id = await newPage(request, user.token, options.heading, options.lang);
  await page.goto(`/landing-page/build/${id}`);
  await expect(page.locator('.lpb-module[data-module-type="title-text"] h2')).toHaveText(options.heading);
  return { user, id, field: await headingField(page, options.phone, options.lang) };
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a page of untouched defaults cannot be published; the problems name each sample field (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'smp');
    await signIn(page, baseURL ?? '', user, lang);
    const id = await newPage(request, user.token, null, lang);
    await page.goto(`/landing-page/build/${id}`);
    await expect(page.getByText(T.empty)).toBeVisible();

    for (const type of Object.keys(SAMPLES[lang])) {
      if (phone) await page.getByRole('button', { name: T.openPalette }).click();
      await page.locator(`[data-add-type="${type}"]`).click();
      if (phone) await expect(page.locator('.lpb__palette')).toBeHidden();
    }
    const modules = page.locator('.lpb-phone__list > .lpb-module');
    await expect(modules).toHaveCount(5);
    // The heading is an example shown greyed, in the builder's language; the page holds none.
    await expect(page.locator('.lp-title-text__text--sample')).toHaveText(SAMPLE_HEADING[lang]);

    await page.getByRole('toolbar').getByRole('button', { name: T.publish, exact: true }).click();
    await expect(page.getByText(T.publishProblems)).toBeVisible();
    await page.locator('.lpb-problems__summary').click();
    const list = page.locator('.lpb-problems__list > li');
    await expect(list).toHaveCount(5);
    for (const message of new Set(Object.values(SAMPLES[lang]))) {
      await expect(
        page.locator('.lpb-problems__list').getByText(message, { exact: true }).first(),
      ).toBeVisible();
    }
    for (const type of Object.keys(SAMPLES[lang]))
      await expect(page.locator(`.lpb-module[data-module-type="${type}"].lpb-module--invalid`)).toHaveCount(
        1,
      );

    // The server refuses it too, naming each module's sample field.
    await allSaved(page);
    const refused = await call(request, '/client/page/publish', { id }, user.token);
    expect(refused.code).toBe(0);
    const problems = (refused.data as { problems: Record<string, Record<string, string>> }).problems;
    expect(Object.values(problems).flatMap((fields) => Object.values(fields))).toHaveLength(5);
    expect(await serverHeadings(request, user.token, id, 'published')).toEqual([]);
  });

  test(`reset after autosave returns the published version, and undo brings the work back (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'rst');
    await signIn(page, baseURL ?? '', user, lang);
    const id = await newPage(request, user.token, `Live ${lang}`, lang);
    const published = await call(request, '/client/page/publish', { id }, user.token);
    expect(published.code, published.msg).toBe(1);

    await page.goto(`/landing-page/build/${id}`);
    const heading = page.locator('.lpb-module[data-module-type="title-text"] h2');
    await expect(heading).toHaveText(`Live ${lang}`);
    // Nothing differs from the live page yet: nothing to reset.
    await expect(page.getByRole('button', { name: T.reset, exact: true })).toBeDisabled();
    await (await headingField(page, phone, lang)).fill(`Draft ${lang}`);
    await allSaved(page);
    await expect.poll(() => serverHeadings(request, user.token, id)).toEqual([`Draft ${lang}`]);

    await page.getByRole('button', { name: T.reset, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: RESET_TEXT.title[lang] });
    await expect(dialog.getByText(RESET_TEXT.published[lang])).toBeVisible();
    await dialog.getByRole('button', { name: RESET_TEXT.title[lang] }).click();
    await expect(heading).toHaveText(`Live ${lang}`);
    await allSaved(page);
    await expect.poll(() => serverHeadings(request, user.token, id)).toEqual([`Live ${lang}`]);

    // The undo history survived both saves: the draft comes back, and is saved again.
    await page.getByRole('button', { name: T.undo, exact: true }).click();
    await expect(heading).toHaveText(`Draft ${lang}`);
    await allSaved(page);
    await expect.poll(() => serverHeadings(request, user.token, id)).toEqual([`Draft ${lang}`]);
  });

  test(`an autosave that finds no connection says so and saves by itself when the connection is back (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const { user, id, field } = await builderAtHeading(page, request, baseURL, {
      prefix: 'ofb',
      heading: `Before ${lang}`,
      lang,
      phone,
    });
    const status = page.locator('.lpb-toolbar__status');

    await page.context().setOffline(true);
    await field.fill(`Offline ${lang}`);
    // The autosave (3 s after the edit) fails; the status says a retry is coming.
    await expect(status).toHaveText(T.saveRetrying, { timeout: 30_000 });
    expect(await serverHeadings(request, user.token, id)).toEqual([`Before ${lang}`]);

    // Back online: the save goes out by itself, without another edit or a click.
    await page.context().setOffline(false);
    await allSaved(page);
    await expect(status).toHaveText(T.saved);
    expect(await serverHeadings(request, user.token, id)).toEqual([`Offline ${lang}`]);
  });

  test(`a save whose answer is lost is stored once, and work typed meanwhile is saved on top of it, without a conflict (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const { user, id, field } = await builderAtHeading(page, request, baseURL, {
      prefix: 'lst',
      heading: `Start ${lang}`,
      lang,
      phone,
    });
    const version = async () =>
      (
        (await call(request, `/client/page/detail?id=${id}`, undefined, user.token)).data as {
          version: number;
        }
      ).version;
    const conflict = page.getByRole('dialog').filter({ hasText: T.conflictTitle });
    // The server stores the next save, and its answer never reaches the browser (the connection
    // drops on the way back), once the test says so.
    let release = () => {};
    const lost = async (until: Promise<void>) => {
      await page.route(
        '**/client/page/save',
        async (route) => {
          await route.fetch();
          await until;
          await route.abort('connectionreset');
        },
        { times: 1 },
      );
    };

    // The same document sent again under its name: answered as the first time, stored once.
    await lost(Promise.resolve());
    await field.fill(`Once ${lang}`);
    await allSaved(page);
    expect(await serverHeadings(request, user.token, id)).toEqual([`Once ${lang}`]);
    expect(await version()).toBe(3);

    // Typed more before the lost answer: the first save is taken as stored, the rest saved on it.
    await lost(new Promise<void>((resolve) => (release = resolve)));
    await field.fill(`Lost ${lang}`);
    await expect(page.locator('.lpb-toolbar__status[data-save-state="saving"]')).toBeVisible();
    await field.fill(`On top ${lang}`);
    release();
    await allSaved(page);
    expect(await serverHeadings(request, user.token, id)).toEqual([`On top ${lang}`]);
    expect(await version()).toBe(5);
    await expect(conflict).toHaveCount(0);
  });

  test(`a reload within the autosave delay loses nothing (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const T = STRINGS[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'drf');
    await signIn(page, baseURL ?? '', user, lang);
    const id = await newPage(request, user.token, `Saved ${lang}`, lang);
    // The page's clock is the test's: autosave must not run between typing and the reload,
    // however slow the machine. Paused from before the edit until the reload.
    await page.clock.install();
    await page.goto(`/landing-page/build/${id}`);
    const heading = page.locator('.lpb-module[data-module-type="title-text"] h2');
    await expect(heading).toHaveText(`Saved ${lang}`);
    const field = await headingField(page, phone, lang);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await field.fill(`Typed ${lang}`);
    await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.unsaved);
    // The builder asks before leaving with unsaved work; the member leaves anyway.
    page.once('dialog', (question) => void question.accept());
    await page.reload();
    await page.clock.resume();
    expect(await serverHeadings(request, user.token, id)).toEqual([`Saved ${lang}`]);

    const offer = page.getByRole('dialog', { name: DRAFT_TEXT.title[lang] });
    await expect(offer.getByText(DRAFT_TEXT.sameVersion[lang])).toBeVisible();
    await offer.getByRole('button', { name: DRAFT_TEXT.restore[lang] }).click();
    await expect(heading).toHaveText(`Typed ${lang}`);
    await allSaved(page);
    await expect.poll(() => serverHeadings(request, user.token, id)).toEqual([`Typed ${lang}`]);

    // Saved: nothing is offered on the next load.
    await page.reload();
    await expect(heading).toHaveText(`Typed ${lang}`);
    await expect(page.locator('.lpb-toolbar__status')).toHaveText(T.saved);
    await expect(offer).toHaveCount(0);
  });
}
