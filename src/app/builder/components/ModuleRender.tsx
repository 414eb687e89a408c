import { Component, type ComponentType, memo, type ReactNode, useMemo } from 'react';
import type { Lang } from '#core/i18n/lang.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { withoutUnsafeUrls } from '#modules/shared/render-kit.ts';
import type { ModuleType, RenderMode, RenderProps } from '#modules/types.ts';

type BoundaryProps = { fallback: ReactNode; children: ReactNode; props: unknown };
type BoundaryState = { failed: boolean; props: unknown };

/**
 * Keeps one module's render failure (an incomplete module) from taking the canvas down. New props
 * clear a failure (a module fixed after it renders again); the render's elements are never
 * re-created for an edit, so typing into a field updates the module in place.
 */
class RenderBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, props: this.props.props };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(next: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return next.props === state.props ? null : { failed: false, props: next.props };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Props = { type: ModuleType; props: unknown; mode: RenderMode; lang: Lang; fallback: ReactNode };

/**
 * A module through its registry render component. Memoised on the props' identity: an edit
 * replaces only the edited module's props, so the other 999 renders are skipped. Drafts may hold
 * URLs that publishing would refuse (javascript:, data:text/html…): they are blanked before any
 * module renders, so none reaches an href or src in the canvas or the preview.
 */
export const ModuleRender = memo(function ModuleRender({ type, props, mode, lang, fallback }: Props) {
  const Render = RENDER_REGISTRY[type]?.Render as ComponentType<RenderProps<unknown>> | undefined;
  const safe = useMemo(() => withoutUnsafeUrls(props), [props]);
  if (!Render) return <>{fallback}</>;
  return (
    <RenderBoundary props={props} fallback={fallback}>
      <Render props={safe} mode={mode} lang={lang} />
    </RenderBoundary>
  );
});
