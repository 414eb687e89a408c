import { useStore } from '@nanostores/react';
import { type ReactNode, useContext } from 'react';
import { ViewContext } from '#app/router/view-context.tsx';
import { $memberCenter, checkAuth } from '#app/stores/member-center.ts';

/**
 * Whether the member holds a permission (spec section 6), kept current as the start-up data
 * changes. `name` is a page path of the authNode map ("/landing-page/page/center"), the current
 * page's path when omitted; `subNode` an action of it ("add") or the action's whole path.
 */
export function useAuth(name?: string, subNode?: string): boolean {
  const { authNode } = useStore($memberCenter);
  const view = useContext(ViewContext);
  const page = name ?? view?.path ?? '';
  return checkAuth(authNode, page, subNode);
}

/**
 * Renders its children only when the member holds the permission; a control the member lacks is
 * removed from the screen, not merely disabled. `fallback` (default nothing) shows otherwise.
 */
export function Auth({
  name,
  subNode,
  fallback = null,
  children,
}: {
  readonly name?: string;
  readonly subNode?: string;
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}) {
  return useAuth(name, subNode) ? children : fallback;
}
