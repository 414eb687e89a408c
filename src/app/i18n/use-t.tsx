import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext } from 'react';
import { $commonMessages, translate } from '#app/i18n/messages.ts';
import type { Messages } from './types.ts';

/** The page translation files of the view being rendered (each view carries its own). */
export const PageMessagesContext = createContext<Messages>({});

/** `t(key, values)` for components: the page's files first, then the common strings. */
export function useT(): (key: string, values?: Record<string, string | number>) => string {
  const page = useContext(PageMessagesContext);
  const common = useStore($commonMessages);
  return useCallback((key, values) => translate([page, common], key, values), [page, common]);
}
