import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * Publishing from the page centre, in both languages, on a phone and a desktop: a draft page is
 * published (state changes, the page answers at /{id} with its content), an edit since shows as
 * changed and is published again, then the page is unpublished after a confirmation and /{id}
 * answers 404.
 */

const TEXT = {
  en: {
    draft: 'Draft',
    published: 'Published',
    changed: 'Changed since publish',
    publishOf: (name: string) => `Publish ${name}`,
    publishChangesOf: (name: string) => `Publish the changes of ${name}`,
    unpublishOf: (name: string) => `Unpublish ${name}`,
    publishedToast: 'Published',
    confirmTitle: 'Take this page offline?',
    confirm: 'Unpublish',
    unpublishedToast: 'Unpublished: the page is offline',
    publish: 'Publish',
    liveAt: 'Published, live at',
    copyLink: 'Copy link',
    copied: 'Copied',
    problemsTitle: (name: string) => `${name} cannot be published yet`,
    titleText: 'Title text',
    titleMissing: 'Title text is still the example',
    openBuilder: 'Open the builder at the first one',
  },
  'zh-cn': {
    draft: '草稿',
    published: '已发布',
    changed: '发布后有修改',
    publishOf: (name: string) => `发布 ${name}`,
    publishChangesOf: (name: string) => `发布 ${name} 的修改`,
    unpublishOf: (name: string) => `取消发布 ${name}`,
    publishedToast: '已发布',
    confirmTitle: '下线此页面？',
    confirm: '取消发布',
    unpublishedToast: '已取消发布，页面已下线',
    publish: '发布',
    liveAt: '已发布，访问地址',
    copyLink: '复制链接',
    copied: '已复制',
    problemsTitle: (name: string) => `${name} 暂不能发布`,
    titleText: '标题文字',
    titleMissing: '标题文字仍是示例内容',
    openBuilder: '在编辑器中打开第一个',
  },
} as const;

const docWith = (text: string) => ({
  version: 1,
  setup: { title: 'Spring sale', keywords: '', description: '', backgroundColor: '', backgroundImage: '' },
  modules: [{ id: 'title1', type: 'title-text', version: 1, props: { content: text } }],
});

for (const lang of ['en', 'zh-cn'] as const) {
  test(`publish and unpublish from the page center (${lang})`, async ({ page, request, baseURL }) => {
    const T = TEXT[lang];
    const base = baseURL ?? '';
    const user = await signUp(request, 'pub', { plan: 'business' });
    const name = `Launch ${randomUUID().slice(0, 6)}`;
    const added = await call(request, '/client/page/add', { name, route: '/' }, user.token);
    expect(added.code).toBe(1);
    const id = (added.data as { page: { id: string } }).page.id;
    const first = `First edition ${id}`;
    expect(
      (await call(request, '/client/page/save', { id, version: 1, doc: docWith(first) }, user.token)).code,
    ).toBe(1);
    await signIn(page, base, user, lang);

    await page.goto('/landing-page/page/center');
    const row = page.getByTestId('page-row').filter({ hasText: name });
    await expect(row.getByTestId('page-state')).toHaveText(T.draft);
    await expect(row.getByTestId('page-unpublish')).toHaveCount(0);
    await row.getByRole('button', { name: T.publishOf(name) }).click();
    await expect(
      page.locator('.app-toast__message', { hasText: new RegExp(`^${T.publishedToast}$`) }),
    ).toBeVisible();
    await expect(row.getByTestId('page-state')).toHaveText(T.published);
    await expect(row.getByTestId('page-publish')).toHaveCount(0);

    // The live page, at /{id}.
    const live = await page.request.get(`/${id}`);
    expect(live.status()).toBe(200);
    const visitor = await page.context().newPage();
    await visitor.goto(`/${id}`);
    await expect(visitor.getByText(first)).toBeVisible();
    await visitor.close();

    // Saved since: changed, and publishing again puts the new edition live.
    const second = `Second edition ${id}`;
    expect(
      (await call(request, '/client/page/save', { id, version: 2, doc: docWith(second) }, user.token)).code,
    ).toBe(1);
    await page.reload();
    await expect(row.getByTestId('page-state')).toHaveText(T.changed);
    await row.getByRole('button', { name: T.publishChangesOf(name) }).click();
    await expect(row.getByTestId('page-state')).toHaveText(T.published);
    expect(await (await page.request.get(`/${id}`)).text()).toContain(second);

    // Unpublish asks first, then the page is offline.
    await row.getByRole('button', { name: T.unpublishOf(name) }).click();
    const confirm = page.getByRole('alertdialog', { name: T.confirmTitle });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: T.confirm }).click();
    await expect(page.getByText(T.unpublishedToast)).toBeVisible();
    await expect(row.getByTestId('page-state')).toHaveText(T.draft);
    expect((await page.request.get(`/${id}`)).status()).toBe(404);
  });
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`the builder's publish toast links the live page and copies its address (${lang})`, async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const T = TEXT[lang];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await signUp(request, 'pubt', { plan: 'business' });
    const added = await call(
      request,
      '/client/page/add',
      { name: `Toast ${randomUUID().slice(0, 6)}`, route: '/' },
      user.token,
    );
    const id = (added.data as { page: { id: string } }).page.id;
    expect(
      (
        await call(
          request,
          '/client/page/save',
          { id, version: 1, doc: docWith(`Edition ${id}`) },
          user.token,
        )
      ).code,
    ).toBe(1);
    await signIn(page, baseURL ?? '', user, lang);

    await page.goto(`/landing-page/build/${id}`);
    await page.getByRole('toolbar').getByRole('button', { name: T.publish, exact: true }).click();
    const toast = page.locator('.app-toast', { hasText: T.liveAt });
    const link = toast.getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`/${id}$`));
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    await expect(link).toHaveText(href);

    await toast.getByRole('button', { name: T.copyLink }).click();
    await expect(page.locator('.app-toast', { hasText: new RegExp(`^${T.copied}$`) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
    expect((await page.request.get(href)).status()).toBe(200);
  });
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a refused publish in the page center lists the modules to fix and opens the builder at the first (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const T = TEXT[lang];
    const user = await signUp(request, 'pubp', { plan: 'business' });
    const name = `Unfinished ${randomUUID().slice(0, 6)}`;
    const added = await call(request, '/client/page/add', { name, route: '/' }, user.token);
    const id = (added.data as { page: { id: string } }).page.id;
    const doc = docWith('Fine heading');
    const unfinished = {
      ...doc,
      modules: [...doc.modules, { id: 'title2', type: 'title-text', version: 1, props: { content: '' } }],
    };
    expect(
      (await call(request, '/client/page/save', { id, version: 1, doc: unfinished }, user.token)).code,
    ).toBe(1);
    await signIn(page, baseURL ?? '', user, lang);

    await page.goto('/landing-page/page/center');
    const row = page.getByTestId('page-row').filter({ hasText: name });
    await row.getByRole('button', { name: T.publishOf(name) }).click();
    const dialog = page.getByRole('dialog', { name: T.problemsTitle(name) });
    await expect(dialog).toBeVisible();
    const problems = dialog.getByTestId('publish-problems').locator(':scope > li');
    await expect(problems).toHaveCount(1);
    await expect(problems.first()).toContainText(T.titleText);
    await expect(problems.first()).toContainText(T.titleMissing);
    await expect(row.getByTestId('page-state')).toHaveText(T.draft);

    await dialog.getByRole('button', { name: T.openBuilder }).click();
    await expect(page).toHaveURL(new RegExp(`/landing-page/build/${id}\\?module=title2$`));
    await expect(page.locator('.lpb-module--selected')).toHaveAttribute('data-module-id', 'title2');
    await expect(page.locator('.lpb-module--selected')).toBeInViewport();
  });
}
