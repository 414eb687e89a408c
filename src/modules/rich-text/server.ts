import type { ModuleServer } from '#modules/types.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * Rich text on the server: its HTML passes the sanitiser whatever the browser sent (the editor
 * cleans it too, but a request can come from anywhere), when saved and again when published.
 */
export const server: ModuleServer = {
  normalize: (props) =>
    typeof props.content === 'string' ? { ...props, content: sanitizeRichText(props.content) } : { ...props },
};
