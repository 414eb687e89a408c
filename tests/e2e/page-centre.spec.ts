import { randomUUID } from 'node:crypto';
import { expect, pagesOriginOf, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * The page centre and the console from the browser, in both languages, on a 375 px phone and on
 * a desktop: a new member sees the empty states, creates a page without a domain from the
 * console's quick action, searches it, edits it (a bad route is refused inline), copies its
 * link, opens its builder, deletes it after the confirmation, and sees the console's counts.
 */

const TEXT = {
  en: {
    console: 'Console',
    newPage: 'New page',
    empty: 'You have no pages yet.',
    dialogAdd: 'New page',
    dialogEdit: 'Edit page',
    name: 'Page name',
    route: 'Page route',
    domain: 'Page domain',
    create: 'Create',
    save: 'Save',
    added: 'Page added',
    saved: 'Page saved',
    badRoute: "The route must start with '/'",
    search: 'Search pages',
    noMatch: 'No page matches your search.',
    draft: 'Draft',
    copySuccess: 'Copy success',
    copied: 'Copied',
    confirmTitle: 'Delete this page?',
    confirmDelete: 'Delete page',
    cancel: 'Cancel',
    deleted: 'Page deleted',
    freePlan: 'Free plan',
    copyOf: (name: string) => `Copy link of ${name}`,
    designOf: (name: string) => `Design ${name}`,
    editOf: (name: string) => `Edit ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
  },
  'zh-cn': {
    console: '控制台',
    newPage: '新建页面',
    empty: '您还没有页面。',
    dialogAdd: '新建页面',
    dialogEdit: '编辑页面',
    name: '页面名称',
    route: '页面路由',
    domain: '页面域名',
    create: '创建',
    save: '保存',
    added: '页面已添加',
    saved: '页面已保存',
    badRoute: "路由必须以 '/' 开头",
    search: '搜索页面',
    noMatch: '没有符合搜索条件的页面。',
    draft: '草稿',
    copySuccess: '复制成功',
    copied: '已复制',
    confirmTitle: '删除此页面？',
    confirmDelete: '删除页面',
    cancel: '取消',
    deleted: '页面已删除',
    freePlan: '免费版',
    copyOf: (name: string) => `复制链接：${name}`,
    designOf: (name: string) => `设计 ${name}`,
    editOf: (name: string) => `编辑 ${name}`,
    deleteOf: (name: string) => `删除 ${name}`,
  },
} as const;

for (const lang of ['en', 'zh-cn'] as const) {
  test(`page center journey (${lang}): create, search, edit, copy link, open builder, delete; console counts`, async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const T = TEXT[lang];
    const base = baseURL ?? '';
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const user = await signUp(request, 'pc');
    await signIn(page, base, user, lang);

    // The console of a new member: no pages, free plan, no builder shortcut.
    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: T.console })).toBeVisible();
    await expect(page.getByTestId('console-pages')).toHaveText('0');
    await expect(page.getByTestId('console-plan')).toHaveText(T.freePlan);
    await expect(page.getByTestId('console-open-builder')).toHaveCount(0);

    // Quick action: the page centre opens with the add dialog.
    await page.getByRole('link', { name: `+ ${T.newPage}` }).click();
    await expect(page).toHaveURL(/\/landing-page\/page\/center$/);
    const dialog = page.getByRole('dialog', { name: T.dialogAdd });
    await expect(dialog).toBeVisible();
    const name = `Spring ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel(T.name).fill(name);
    await dialog.getByLabel(T.route, { exact: true }).fill('spring');
    await dialog.getByRole('button', { name: T.create }).click();
    await expect(dialog.getByText(T.badRoute)).toBeVisible();
    await expect(dialog.getByLabel(T.route, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(T.route, { exact: true }).fill('/spring');
    // No domain: the platform link only (the domain select stays empty).
    await expect(dialog.getByRole('combobox', { name: T.domain })).toHaveValue('');
    await dialog.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.added)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('page-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('page-state')).toHaveText(T.draft);
    const id = await row.getAttribute('data-page-id');
    expect(id).toMatch(/^[0-9A-Za-z]{10}$/);
    await expect(row.getByTestId('page-link')).toHaveText(`${pagesOriginOf(base)}/${id}`);

    // Search: by route, then for something else.
    const search = page.getByRole('searchbox', { name: T.search });
    await search.fill('/SPRING');
    await expect(row).toBeVisible();
    await search.fill('nothing-like-this');
    await expect(page.getByText(T.noMatch)).toBeVisible();
    await search.fill(name.slice(0, 8).toLowerCase());
    await expect(row).toBeVisible();

    // Edit: rename and move the route.
    await row.getByRole('button', { name: T.editOf(name) }).click();
    const edit = page.getByRole('dialog', { name: T.dialogEdit });
    await expect(edit.getByLabel(T.name)).toHaveValue(name);
    const renamed = `${name} v2`;
    await edit.getByLabel(T.name).fill(renamed);
    await edit.getByLabel(T.route, { exact: true }).fill('/spring-2');
    await edit.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.saved)).toBeVisible();
    await search.fill('');
    const editedRow = page.getByTestId('page-row').filter({ hasText: renamed });
    await expect(editedRow).toContainText('/spring-2');

    // Copy the link: the clipboard holds it and the button confirms for a moment.
    await editedRow.getByRole('button', { name: T.copyOf(renamed) }).click();
    await expect(page.getByText(T.copySuccess)).toBeVisible();
    await expect(editedRow.getByRole('button', { name: T.copyOf(renamed) })).toHaveText(`✓ ${T.copied}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${pagesOriginOf(base)}/${id}`);
    // The confirmation goes after COPY_CONFIRMATION_MS; a busy machine may fire that timer late.
    await expect(editedRow.getByRole('button', { name: T.copyOf(renamed) })).not.toHaveText(`✓ ${T.copied}`, {
      timeout: 30_000,
    });

    // The console counts the page and offers its builder.
    await page.goto('/console');
    await expect(page.getByTestId('console-pages')).toHaveText('1');
    await expect(page.getByTestId('console-drafts')).toContainText('1');
    await expect(page.getByTestId('console-recent')).toContainText(renamed);
    await expect(page.getByTestId('console-open-builder')).toHaveAttribute(
      'href',
      `/landing-page/build/${id}`,
    );

    // Design opens the builder of the page.
    await page.goto('/landing-page/page/center');
    await page
      .getByTestId('page-row')
      .filter({ hasText: renamed })
      .getByRole('link', { name: T.designOf(renamed) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/landing-page/build/${id}$`));

    // Delete: cancel first, then confirm.
    await page.goto('/landing-page/page/center');
    const target = page.getByTestId('page-row').filter({ hasText: renamed });
    await target.getByRole('button', { name: T.deleteOf(renamed) }).click();
    const confirm = page.getByRole('alertdialog', { name: T.confirmTitle });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: T.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(target).toBeVisible();
    await target.getByRole('button', { name: T.deleteOf(renamed) }).click();
    await page
      .getByRole('alertdialog', { name: T.confirmTitle })
      .getByRole('button', { name: T.confirmDelete })
      .click();
    await expect(page.getByText(T.deleted)).toBeVisible();
    await expect(page.getByText(T.empty)).toBeVisible();
    const gone = await call(request, `/client/page/detail?id=${id}`, undefined, user.token);
    expect(gone.code).toBe(0);
  });
}

test('the page center follows dark mode and fits a phone without horizontal scrolling', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const base = baseURL ?? '';
  const user = await signUp(request, 'pc', { plan: 'business' });
  await context.addCookies([{ name: 'ba-is-dark', value: '1', url: base }]);
  await signIn(page, base, user, 'en');
  for (let i = 0; i < 2; i++) {
    expect(
      (
        await call(
          request,
          '/client/page/add',
          { name: `Long page name number ${i} for wrapping`, route: `/p${i}` },
          user.token,
        )
      ).code,
    ).toBe(1);
  }
  await page.goto('/landing-page/page/center');
  await expect(page.getByTestId('page-row')).toHaveCount(2);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await page
    .getByTestId('page-row')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a page on a domain: picked with the keyboard in the remote select; the same route again is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const user = await signUp(request, 'pc', { plan: 'business' });
  const domainName = `shop-${randomUUID().slice(0, 8)}.example.com`;
  const added = await call(
    request,
    '/client/domain/add',
    { name: domainName, region: 'ap-southeast-1', type: 'http' },
    user.token,
  );
  expect(added.code, added.msg).toBe(1);
  await signIn(page, base, user, 'en');
  await page.goto('/landing-page/page/center');
  await page.getByRole('button', { name: '+ New page' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Page name').fill('Shop home');
  await dialog.getByLabel('Page route', { exact: true }).fill('/');
  const select = dialog.getByRole('combobox', { name: 'Page domain' });
  await select.focus();
  await select.press('ArrowDown');
  await expect(dialog.getByRole('option', { name: domainName })).toBeVisible();
  await select.pressSequentially(domainName.slice(0, 8));
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await select.press('Enter');
  await expect(select).toHaveValue(domainName);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('page-row').filter({ hasText: 'Shop home' });
  await expect(row).toContainText(domainName);
  // Not verified yet: the page link is still the platform link.
  const id = await row.getAttribute('data-page-id');
  await expect(row.getByTestId('page-link')).toHaveText(`${pagesOriginOf(base)}/${id}`);

  // The same route on the same domain: a clear refusal inside the dialog.
  await page.getByRole('button', { name: '+ New page' }).first().click();
  const again = page.getByRole('dialog', { name: 'New page' });
  await again.getByLabel('Page name').fill('Shop twin');
  await again.getByLabel('Page route', { exact: true }).fill('/');
  const twinSelect = again.getByRole('combobox', { name: 'Page domain' });
  await twinSelect.click();
  await again.getByRole('option', { name: domainName }).click();
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(again.getByRole('alert')).toHaveText('This route is already used on this domain');
  // Escape closes the dialog without creating anything.
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(page.getByTestId('page-row')).toHaveCount(1);
});

test('a new page whose answer is lost, created again, is one page', async ({ page, request, baseURL }) => {
  const T = TEXT.en;
  const user = await signUp(request, 'pcl');
  await signIn(page, baseURL ?? '', user, 'en');
  await page.goto('/landing-page/page/center');
  await expect(page.getByText(T.empty)).toBeVisible();
  // The server makes the page; the answer never reaches the browser (the connection drops).
  await page.route(
    '**/client/page/add',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page
    .getByRole('button', { name: `+ ${T.newPage}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: T.dialogAdd });
  await dialog.getByLabel(T.name).fill('Lost answer');
  await dialog.getByRole('button', { name: T.create }).click();
  await expect(page.getByText('Server exception!')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The member tries again: the page the lost answer made is the answer.
  await dialog.getByRole('button', { name: T.create }).click();
  await expect(page.getByText(T.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('page-row')).toHaveCount(1);
  const listed = await call(request, '/client/page/index', undefined, user.token);
  expect((listed.data as { total: number }).total).toBe(1);
});
