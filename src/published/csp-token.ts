/**
 * Stands in the published page's CSP where the inline scripts' hashes go: the page (csp.ts) writes
 * it, functions/publish/render-page.ts replaces it once the render is known. Kept apart so the
 * publisher imports nothing else of the page.
 */
export const SCRIPT_HASHES_TOKEN = " 'lp-inline-script-hashes'";
