import { createContext, useContext } from 'react';
import type { View } from '#app/router/navigation.ts';

/** The view a page belongs to (its params and query), given by the view renderer. */
export const ViewContext = createContext<View | null>(null);

export function useView(): View {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useView() outside a rendered view');
  return view;
}
