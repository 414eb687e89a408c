import { atom } from 'nanostores';

/**
 * The preview screen's state: the page rendered by the publishing path (POST /client/page/preview)
 * at an address on the pages origin, which the screen frames.
 */
export type PreviewLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'missing' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly url: string; readonly title: string };

export type PreviewApi = {
  /** Renders the saved page (POST /client/page/preview). */
  render(id: string): Promise<{ url: string; title: string }>;
  /** Whether a rejection means the page does not exist (a handled refusal), not a failure to answer. */
  isMissing(error: unknown): boolean;
};

export function createPreview(api: PreviewApi) {
  const $preview = atom<PreviewLoad>({ state: 'loading' });
  let latest = 0;

  /** Renders the page again; an older answer that arrives late is ignored. */
  async function load(id: string): Promise<void> {
    const request = ++latest;
    $preview.set({ state: 'loading' });
    try {
      const { url, title } = await api.render(id);
      if (request === latest) $preview.set({ state: 'ready', url, title });
    } catch (error) {
      if (request === latest) $preview.set({ state: api.isMissing(error) ? 'missing' : 'failed' });
    }
  }

  return { $preview, load };
}
