import type { PageDocument } from '#core/page/document.ts';
import { server as richTextServer } from '#modules/rich-text/server.ts';
import type { ModuleServer, ModuleType } from '#modules/types.ts';

/**
 * The server registry: what the save handler and publishing do to a module's stored props, for
 * the modules that need it (one line each); other modules hold plain text that renders escaped.
 * Server-only: browser code never imports it (the sanitiser stays out of every page).
 */
export const SERVER_REGISTRY: Partial<Record<ModuleType, ModuleServer>> = {
  'rich-text': richTextServer,
};

/** The document with every module's props normalised by its server entry (rich text sanitised). */
export function normalizeDocument(
  doc: PageDocument,
  registry: Partial<Record<ModuleType, ModuleServer>> = SERVER_REGISTRY,
): PageDocument {
  return {
    ...doc,
    modules: doc.modules.map((instance) => {
      const server = registry[instance.type];
      return server ? { ...instance, props: server.normalize(instance.props) } : instance;
    }),
  };
}
