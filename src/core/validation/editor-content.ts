/**
 * Whether editor HTML holds any content (tags and whitespace removed). Without zod, so that the
 * rich text's schema (`zod/mini`) need not load the rules' classic schemas for it.
 */
export function hasEditorContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
