import { Component, type ComponentType, memo, type ReactNode, useMemo } from 'react';
import type { Lang } from '#core/i18n/lang.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { withoutUnsafeUrls } from '#modules/shared/render-kit.ts';
import type { ModuleType, RenderMode, RenderProps } from '#modules/types.ts';

/** Keeps one module's render failure (an incomplete module) from taking the canvas down. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

let attempts = 0;

type Props = { type: ModuleType; props: unknown; mode: RenderMode; lang: Lang; fallback: ReactNode };

/**
 * A module through its registry render component. Memoised on the props' identity: an edit
 * replaces only the edited module's props, so the other 999 renders are skipped. Drafts may hold
 * URLs that publishing would refuse (javascript:, data:text/html…): they are blanked before any
 * module renders, so none reaches an href or src in the canvas or the preview.
 */
export const ModuleRender = memo(function ModuleRender({ type, props, mode, lang, fallback }: Props) {
  const Render = RENDER_REGISTRY[type]?.Render as ComponentType<RenderProps<unknown>> | undefined;
  // A new key for new props: a module fixed after a failure renders again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key must change exactly when the props do.
  const attempt = useMemo(() => ++attempts, [props]);
  const safe = useMemo(() => withoutUnsafeUrls(props), [props]);
  if (!Render) return <>{fallback}</>;
  return (
    <RenderBoundary key={attempt} fallback={fallback}>
      <Render props={safe} mode={mode} lang={lang} />
    </RenderBoundary>
  );
});
