import type { PageDocument } from '#core/page/document.ts';
import { getPublishedDocument, type StoredPage } from '#functions/data/pages-repo.ts';
import type { ServerEventsEntry } from '#modules/conversions-registry.ts';

/** A pixel module instance of a page that can take server-side events, with its pixel ids. */
export type ModuleTarget = { moduleId: string; entry: ServerEventsEntry; pixelIds: string[] };

/**
 * The document's pixel modules whose platform has a Conversions API adapter, with their ids. The
 * registry (the four pixel modules' adapters and schemas) loads with the first document read here,
 * not when a settings handler's module loads.
 */
export async function serverEventModules(doc: PageDocument): Promise<ModuleTarget[]> {
  const { CONVERSIONS_REGISTRY } = await import('#modules/conversions-registry.ts');
  const found: ModuleTarget[] = [];
  for (const instance of doc.modules) {
    const entry = CONVERSIONS_REGISTRY[instance.type];
    if (!entry) continue;
    const parsed = entry.schema.safeParse(instance.props);
    found.push({ moduleId: instance.id, entry, pixelIds: parsed.success ? entry.ids(parsed.data) : [] });
  }
  return found;
}

/** The published document's copy never changes once written: its modules are kept by its key. */
const live = new Map<string, Promise<ModuleTarget[]>>();

/** What the live copy of a page offers server-side events to (cached by the copy's key). */
export function liveServerEventModules(
  page: Pick<StoredPage, 'id' | 'userId' | 'publishedVersion' | 'publishedDocKey'>,
): Promise<ModuleTarget[]> {
  if (page.publishedVersion <= 0 || !page.publishedDocKey) return Promise.resolve([]);
  let found = live.get(page.publishedDocKey);
  if (!found) {
    if (live.size > 1_000) live.clear();
    found = getPublishedDocument(page).then(serverEventModules);
    live.set(page.publishedDocKey, found);
    found.catch(() => live.delete(page.publishedDocKey));
  }
  return found;
}
