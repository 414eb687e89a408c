import { pageEdit } from '#core/contracts/endpoints/publish.ts';
import { editPage, PAGE_SAVED } from '#functions/handlers/page/pages.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { createLogger, describeError } from '#functions/platform/log.ts';

const log = createLogger({ component: 'page-edit' });

/**
 * The publisher with its renderer, the document's and every module's schemas: loaded when a
 * published page moves, which most edits (a draft's name, route or domain) never need.
 */
const livePublisher = () => Promise.all([import('#functions/publish/publisher.ts'), import('./deps.ts')]);

/**
 * POST /client/page/edit: name, route, domain (those sent); in the publish group because a
 * published page moves with its address: its published version is rendered again for the new
 * address and the old address's object is removed. The edit itself is done first; a move that
 * fails is logged and leaves the old copy live (publishing again fixes it).
 */
export const pageEditHandler = defineHandler(pageEdit, {
  async run({ body, ctx }) {
    const edited = await editPage(ctx, body);
    if (edited.moved && edited.page.publishedVersion > 0) {
      try {
        const [{ moveLiveCopy }, { publishDeps }] = await livePublisher();
        await moveLiveCopy(requireCaller(ctx).member.id, edited.page.id, publishDeps());
      } catch (error) {
        log.error('moving the live copy failed', { pageId: edited.page.id, ...describeError(error) });
      }
    }
    return { data: { page: edited.row }, msg: PAGE_SAVED };
  },
});
