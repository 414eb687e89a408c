import type { ConversionSettingsData, Delivery } from '#core/contracts/conversions.ts';
import {
  conversionOptions,
  conversionSettings,
  conversionToken,
} from '#core/contracts/endpoints/conversions.ts';
import { planRefusal, planUnlocking } from '#core/plans.ts';
import { forgetConversionSettings } from '#functions/conversions/settings-cache.ts';
import { serverEventModules } from '#functions/conversions/targets.ts';
import { sealToken } from '#functions/conversions/token-vault.ts';
import {
  listConversionSettings,
  readDeliveries,
  readModuleDeliveries,
  setConversionOptions,
  setConversionToken,
} from '#functions/data/conversions-repo.ts';
import { getPage, getPageDocument, type StoredPage } from '#functions/data/pages-repo.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { memberPlan, planHeld, planRequired } from '#functions/plans/entitlements.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';

/**
 * A pixel module's "Server-side events" settings (issue 15), always of the caller's own page (another
 * member's reads as missing). Tokens are sealed on arrival and never answered: the answer says only
 * whether one is set. Setting a token needs the plan's `serverConversions` entitlement (Business);
 * removing one never does.
 */

/** The caller's page (another member's reads as missing). */
async function ownPage(userId: string, pageId: string): Promise<StoredPage> {
  const page = await getPage(userId, pageId);
  if (!page) throw new AppError('PageNotFound');
  return page;
}

/** The module's platform and pixel ids in the page's saved document. */
async function moduleIn(page: StoredPage, moduleId: string) {
  const modules = await serverEventModules(await getPageDocument(page));
  const module = modules.find((found) => found.moduleId === moduleId);
  if (!module) throw new AppError('ConversionTargetUnknown');
  return module;
}

/** The caller's page and the module's platform and pixel ids in its saved document. */
async function moduleOf(userId: string, pageId: string, moduleId: string) {
  const page = await ownPage(userId, pageId);
  return { page, module: await moduleIn(page, moduleId) };
}

/**
 * The answer: the page's stored settings of the module (read now, or `settings` begun earlier),
 * its last deliveries (read now, or all the module's, `moduleDeliveries`, begun earlier), and
 * whether the caller's plan (of the member its authentication read) allows tokens.
 */
async function settingsData(
  page: StoredPage,
  module: { moduleId: string; pixelIds: string[]; entry: { adapter: { platform: string } } },
  caller: Member,
  nowMs: number,
  settings = listConversionSettings(page.userId, page.id),
  moduleDeliveries?: Promise<Map<string, Delivery[]>>,
): Promise<ConversionSettingsData> {
  const stored = (await settings).filter((s) => s.moduleId === module.moduleId);
  // The module's ids, then ids that keep a token but left the module (so it can be removed).
  const pixels = [
    ...module.pixelIds,
    ...stored.filter((s) => s.sealedToken && !module.pixelIds.includes(s.pixelId)).map((s) => s.pixelId),
  ];
  const deliveries = await (moduleDeliveries ??
    readDeliveries(
      page.userId,
      page.id,
      pixels.map((pixelId) => ({ moduleId: module.moduleId, pixelId })),
    ));
  return {
    platform: module.entry.adapter.platform,
    entitled: planHeld(caller, nowMs).plan.serverConversions,
    targets: pixels.map((pixel) => {
      const setting = stored.find((s) => s.pixelId === pixel);
      return {
        pixel,
        tokenSet: Boolean(setting?.sealedToken),
        testEventCode: setting?.testEventCode ?? '',
        pageViews: setting?.pageViews ?? false,
        deliveries: deliveries.get(`${module.moduleId}#${pixel}`) ?? [],
      };
    }),
  };
}

/** GET /client/conversions/settings: one module's server-side settings and last deliveries. */
export const conversionSettingsHandler = defineHandler(conversionSettings, {
  async run({ query, ctx }) {
    const { member } = requireCaller(ctx);
    const page = await ownPage(member.id, query.page);
    // The stored settings and the module's deliveries are read while the document loads; a
    // module's refusal still comes first.
    const settings = listConversionSettings(page.userId, page.id);
    const deliveries = readModuleDeliveries(page.userId, page.id, query.module);
    settings.catch(() => {});
    deliveries.catch(() => {});
    const module = await moduleIn(page, query.module);
    return { data: await settingsData(page, module, member, ctx.nowMs, settings, deliveries) };
  },
});

/** POST /client/conversions/token: sets, replaces or removes (null) one pixel id's token. */
export const conversionTokenHandler = defineHandler(conversionToken, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const { page, module } = await moduleOf(member.id, body.page, body.module);
    const removing = body.token === null;
    if (!removing) {
      const { id, plan } = await memberPlan(member.id, ctx.nowMs);
      if (!plan.serverConversions)
        throw planRequired(
          planRefusal('serverConversions', planUnlocking('serverConversions')),
          id,
          ctx.lang,
        );
      if (!module.pixelIds.includes(body.pixel)) throw new AppError('ConversionTargetUnknown');
    }
    const target = { userId: member.id, pageId: page.id, moduleId: module.moduleId, pixelId: body.pixel };
    await setConversionToken(target, body.token === null ? null : await sealToken(body.token), ctx.nowMs);
    forgetConversionSettings(page.id);
    return { data: await settingsData(page, module, member, ctx.nowMs) };
  },
});

/** POST /client/conversions/options: one pixel id's test event code and page-view choice. */
export const conversionOptionsHandler = defineHandler(conversionOptions, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const { page, module } = await moduleOf(member.id, body.page, body.module);
    if (!module.pixelIds.includes(body.pixel)) throw new AppError('ConversionTargetUnknown');
    const target = { userId: member.id, pageId: page.id, moduleId: module.moduleId, pixelId: body.pixel };
    await setConversionOptions(
      target,
      { testEventCode: body.test_event_code, pageViews: body.page_views },
      ctx.nowMs,
    );
    forgetConversionSettings(page.id);
    return { data: await settingsData(page, module, member, ctx.nowMs) };
  },
});
