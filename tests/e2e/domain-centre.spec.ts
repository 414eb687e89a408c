import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Lang } from '#core/i18n/lang.ts';
import { makeCertificate } from '../helpers/certificates.ts';
import { expect, test } from './fixtures.ts';
import { grantPlan, putSession, signUp } from './members.ts';

/**
 * The domain centre from the browser, in both languages, on a 375 px phone and on a desktop: a
 * new member adds an HTTP domain, adds an HTTPS domain with a generated certificate and key
 * pasted (a wrong key is refused first), copies the CNAME target and a domain's own TXT record
 * value, checks a domain (the local
 * server's real resolver reaches no DNS here: "not verified yet"), and deletes a domain after
 * the confirmation.
 */

const TEXT = {
  en: {
    empty: 'No domains yet',
    add: 'Add domain',
    name: 'Domain name',
    region: 'Domain region',
    singapore: 'Singapore',
    https: 'HTTPS',
    certificate: 'Certificate public key (pem or crt)',
    key: 'Certificate private key (key)',
    save: 'Save',
    added: 'Domain added: now create its CNAME and TXT records',
    txtValue: 'Copy the TXT record value',
    wrongKey: 'The private key does not belong to this certificate',
    never: 'Not checked yet',
    validUntil: 'Valid until',
    verify: 'Verify',
    notYet: 'Not verified yet',
    copy: 'Copy the CNAME target',
    copied: 'Copy success',
    delete: 'Delete',
    cancel: 'Cancel',
    deleted: 'Domain deleted',
  },
  'zh-cn': {
    empty: '还没有域名',
    add: '添加域名',
    name: '域名',
    region: '域名区域',
    singapore: '新加坡',
    https: 'HTTPS',
    certificate: '证书公钥（pem 或 crt）',
    key: '证书私钥（key）',
    save: '保存',
    added: '域名已添加：请添加 CNAME 和 TXT 解析记录',
    txtValue: '复制 TXT 记录值',
    wrongKey: '私钥与证书不匹配',
    never: '尚未检查',
    validUntil: '有效期至',
    verify: '验证',
    notYet: '尚未验证',
    copy: '复制 CNAME 目标',
    copied: '复制成功',
    delete: '删除',
    cancel: '取消',
    deleted: '域名已删除',
  },
} as const;

async function openDomainCentre(page: Page, baseURL: string, lang: Lang, request: APIRequestContext) {
  const user = await signUp(request, 'dc');
  await grantPlan(user.id);
  await page.context().addCookies([{ name: 'ba-lang', value: lang, url: baseURL }]);
  await page.goto('/pricing');
  await putSession(page, baseURL, user);
  await page.goto('/landing-page/domain/center');
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`domain center (${lang}): add HTTP and HTTPS domains, wrong key refused, verify, copy, delete`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = TEXT[lang];
    const tag = randomUUID().slice(0, 8);
    const httpName = `web-${tag}.example.com`;
    const httpsName = `secure-${tag}.example.com`;
    const [cert, stranger] = await Promise.all([
      makeCertificate([httpsName]),
      makeCertificate(['other.example.org']),
    ]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDomainCentre(page, baseURL ?? 'http://127.0.0.1', lang, request);

    // Empty at first, with the DNS hint and its copy button.
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByTestId('cname-target')).toHaveText('pages.landinggo.example');
    await page.getByRole('button', { name: new RegExp(t.copy) }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pages.landinggo.example');

    // Closing a form with typed work asks first.
    await page.getByRole('button', { name: t.add }).first().click();
    await page.getByRole('dialog').getByLabel(t.name, { exact: true }).fill(httpName);
    page.once('dialog', (question) => void question.dismiss());
    await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    page.once('dialog', (question) => void question.accept());
    await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An HTTP domain.
    await page.getByRole('button', { name: t.add }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.name, { exact: true }).fill(httpName.toUpperCase());
    await dialog.getByLabel(t.region).selectOption({ label: t.singapore });
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    const httpRow = page.locator(`[data-domain="${httpName}"]`);
    await expect(httpRow).toContainText(t.never);
    await expect(httpRow).toContainText(t.singapore);

    // Its own ownership TXT record, name and value, next to the CNAME instructions; the value copies.
    const txt = httpRow.getByTestId('txt-record');
    await expect(txt).toContainText(`_landinggo.${httpName}`);
    const token = (await txt.locator('code').nth(1).textContent()) ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await txt.getByRole('button', { name: new RegExp(t.txtValue) }).click();
    await expect(page.getByText(t.copied).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    // An HTTPS domain: the wrong key is refused on its field, the right one accepted.
    await page.getByRole('button', { name: t.add }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.name, { exact: true }).fill(httpsName);
    await dialog.getByRole('radio', { name: t.https }).check();
    await dialog.getByLabel(t.certificate, { exact: true }).fill(cert.cert);
    await dialog.getByLabel(t.key, { exact: true }).fill(stranger.key);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.wrongKey)).toBeVisible();
    await expect(dialog.getByLabel(t.key, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(t.key, { exact: true }).fill(cert.key);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const httpsRow = page.locator(`[data-domain="${httpsName}"]`);
    await expect(httpsRow).toContainText(t.validUntil);
    await expect(httpsRow).toContainText('HTTPS');

    // Verify: no DNS is reachable here, so the check ends quickly with "not verified yet".
    await httpRow.getByRole('button', { name: new RegExp(t.verify) }).click();
    await expect(page.getByTestId('verify-note')).toContainText(t.notYet, { timeout: 10_000 });
    await expect(httpRow).toContainText(t.notYet);
    await expect(httpRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // Delete asks first: Cancel keeps the domain, Delete removes it.
    await httpRow.getByRole('button', { name: new RegExp(t.delete) }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(httpName);
    await confirm.getByRole('button', { name: t.cancel }).click();
    await expect(httpRow).toBeVisible();
    await httpRow.getByRole('button', { name: new RegExp(t.delete) }).click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: t.delete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(httpRow).toHaveCount(0);
    await expect(httpsRow).toBeVisible();
  });
}
