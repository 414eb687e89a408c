import type { PageDocument } from '#core/page/document.ts';
import { getPublishedDocument, type StoredPage } from '#functions/data/pages-repo.ts';
import { CONVERSIONS_REGISTRY, type ServerEventsEntry } from '#modules/conversions-registry.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';

/** A pixel module instance of a page that can take server-side events, with its pixel ids. */
export type ModuleTarget = { moduleId: string; entry: ServerEventsEntry; pixelIds: string[] };

/** The document's pixel modules whose platform has a Conversions API adapter, with their ids. */
export function serverEventModules(doc: PageDocument): ModuleTarget[] {
  const found: ModuleTarget[] = [];
  for (const instance of doc.modules) {
    const entry = CONVERSIONS_REGISTRY[instance.type];
    if (!entry) continue;
    const parsed = SCHEMA_REGISTRY[instance.type].schema.safeParse(instance.props);
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
