import { insightsCollect } from '#core/contracts/endpoints/insights.ts';
import { COLLECT_MAX_BYTES } from '#core/contracts/insights-values.ts';
import { enqueueConversion } from '#functions/conversions/enqueue.ts';
import { buildRecord, publishedPage } from '#functions/insights/collect.ts';
import { insightsQueue } from '#functions/insights/queue.ts';
import { createRateLimiter } from '#functions/insights/rate-limit.ts';
import { isUncounted } from '#functions/insights/visitor.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';

let limiter: ReturnType<typeof createRateLimiter> | undefined;

/**
 * POST /client/insights/collect: a published page's beacon. Validates (the contract, size, a
 * published page), limits per address, drops bots and prefetches, and enqueues; answers 204 at
 * once, never waiting for the aggregator.
 */
export const collectHandler = defineHandler(insightsCollect, {
  async run({ body, ctx }) {
    if (Number(ctx.header('content-length') ?? 0) > COLLECT_MAX_BYTES)
      throw new AppError('RequestTooLarge', { values: { limit: `${COLLECT_MAX_BYTES / 1024} KB` } });
    const address = ctx.sourceIp;
    limiter ??= createRateLimiter(env().INSIGHTS_PER_MINUTE);
    if (!limiter.take(address, ctx.nowMs)) throw new AppError('InsightsRateLimited');
    if (isUncounted(ctx.userAgent, ctx.header)) return { data: null, noContent: true };
    const page = await publishedPage(body.page, ctx.nowMs);
    if (!page) throw new AppError('InsightsPageUnknown');
    const record = await buildRecord(body, page, {
      address,
      userAgent: ctx.userAgent,
      country: ctx.header('cloudfront-viewer-country')?.toUpperCase(),
      nowMs: ctx.nowMs,
    });
    await insightsQueue().send(record);
    // Server-side conversion events: only for pages whose owner set a platform token.
    const conversion = enqueueConversion(body, page, {
      address,
      userAgent: ctx.userAgent,
      cookie: (name) => ctx.cookies[name],
      nowMs: ctx.nowMs,
    });
    if (conversion) await conversion;
    return { data: null, noContent: true };
  },
});
