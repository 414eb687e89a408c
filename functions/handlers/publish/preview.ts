import { pagePreview } from '#core/contracts/endpoints/publish.ts';
import type { PreviewData } from '#core/contracts/publish.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { previewPage } from '#functions/publish/preview.ts';
import { publishDeps } from './deps.ts';

/** POST /client/page/preview: renders the caller's saved page through the publishing path and answers its preview address. */
export const previewHandler = defineHandler(pagePreview, {
  async run({ body, ctx }) {
    const caller = requireCaller(ctx);
    const preview = await previewPage(caller.member.id, body.id, publishDeps());
    const data: PreviewData = {
      url: preview.url,
      title: preview.title,
      expire_time: Math.floor(preview.expiresAt / 1000),
    };
    return { data };
  },
});
