import { pagePublish, pageUnpublish } from '#core/contracts/endpoints/publish.ts';
import type { PublishData } from '#core/contracts/publish.ts';
import { pageState } from '#functions/data/pages-repo.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/platform/metrics.ts';
import { liveTarget, publishPage, unpublishPage } from '#functions/publish/publisher.ts';
import { publishDeps } from './deps.ts';

const PUBLISHED = { en: 'Published', 'zh-cn': '已发布' };
const UNCHANGED = { en: 'Already published: nothing changed', 'zh-cn': '已是最新发布，无需更新' };
const UNPUBLISHED = { en: 'Unpublished: the page is offline', 'zh-cn': '已取消发布，页面已下线' };

/**
 * POST /client/page/publish: publishes the caller's saved document and answers the live address
 * once the page is live. An invalid document answers PagePublishInvalid with data.problems and
 * writes nothing; an unchanged page since the last publish writes nothing and answers the address.
 */
export const publishHandler = defineHandler(pagePublish, {
  async run({ body, ctx }) {
    const caller = requireCaller(ctx);
    const outcome = await publishPage(caller.member.id, body.id, ctx.lang, publishDeps());
    if (!outcome.unchanged) countMetric(BUSINESS_METRICS.publishes);
    const data: PublishData = {
      id: outcome.page.id,
      url: outcome.target.url,
      link: outcome.target.link,
      state: pageState(outcome.page),
      published_version: outcome.page.publishedVersion,
      unchanged: outcome.unchanged,
    };
    return { data, msg: outcome.unchanged ? UNCHANGED : PUBLISHED };
  },
});

/** POST /client/page/unpublish: takes the caller's page offline (a page that is not published answers as it is). */
export const unpublishHandler = defineHandler(pageUnpublish, {
  async run({ body, ctx }) {
    const caller = requireCaller(ctx);
    const deps = publishDeps();
    const page = await unpublishPage(caller.member.id, body.id, deps);
    const target = await liveTarget(page, deps.origin);
    const data: PublishData = {
      id: page.id,
      url: target.url,
      link: target.link,
      state: pageState(page),
      published_version: page.publishedVersion,
      unchanged: false,
    };
    return { data, msg: UNPUBLISHED };
  },
});
