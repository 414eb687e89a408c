import { useStore } from '@nanostores/react';
import { type KeyboardEvent, memo, useMemo, useSyncExternalStore } from 'react';
import { checkModule } from '#app/builder/checks.ts';
import { CopyIcon, DownIcon, HandleIcon, TrashIcon, UpIcon } from '#app/builder/icons.tsx';
import { $canvasModules, $locked, canvasModule, lockedPlan } from '#app/builder/store.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { ModuleType } from '#modules/types.ts';
import { ModuleRender } from './ModuleRender.tsx';
import { PlanBadge } from './PlanBadge.tsx';

export type ModuleCommands = {
  select: (id: string) => void;
  moveBy: (id: string, delta: -1 | 1) => void;
  copy: (id: string) => void;
  remove: (id: string) => void;
};

type Props = {
  id: string;
  type: ModuleType;
  title: string;
  selected: boolean;
  /** Rendered outside the canvas window only because it holds the focus (not at its place). */
  kept?: boolean;
  /** 1-based place on the page and the page's module count (long pages render only a window). */
  position: number;
  count: number;
  /** Only for the selected module: whether it can move up / down. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  lang: Lang;
  commands: ModuleCommands;
  t: (key: string, values?: Record<string, string | number>) => string;
};

const subscribe = (changed: () => void) => $canvasModules.listen(changed);

/**
 * One module on the canvas: its render (memoised on props), selection outline, the invalid
 * badge, and for the selected module the toolbar (move, copy, delete). It follows its own
 * instance ($canvasModules: an edit of its props reaches it after the frame showing the edit in
 * the form), checked here; its props from the canvas do not change on another module's edit or
 * selection, so the other modules skip rendering.
 */
export const CanvasModule = memo(function CanvasModule({
  id,
  type,
  title,
  selected,
  kept = false,
  position,
  count,
  canMoveUp,
  canMoveDown,
  lang,
  commands,
  t,
}: Props) {
  const instance = useSyncExternalStore(subscribe, () => canvasModule(id));
  const plan = lockedPlan(useStore($locked), type);
  // The render's fallback, one element while the title stays: a render that changes only this
  // module's place (a move) then skips its content (ModuleRender is memoised on its props).
  const fallback = useMemo(() => <div className="lpb-module__fallback">{title}</div>, [title]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      commands.select(id);
      commands.moveBy(id, event.key === 'ArrowUp' ? -1 : 1);
      // The element stays the same (keyed by id): keep the focus on it after the move.
      const element = event.currentTarget;
      requestAnimationFrame(() => element.focus());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      commands.select(id);
    } else if (event.key === 'Delete' && selected) {
      event.preventDefault();
      commands.remove(id);
    }
  };
  if (!instance) return null;
  const check = checkModule(instance, lang);
  return (
    <li
      className={`lpb-module${selected ? ' lpb-module--selected' : ''}${check.valid ? '' : ' lpb-module--invalid'}${kept ? ' lpb-module--kept' : ''}`}
      data-module-id={id}
      data-module-type={type}
      aria-posinset={position}
      aria-setsize={count}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable region holding the module's own content (which may contain buttons) cannot be a <button>. */}
      <div
        className="lpb-module__body"
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={title}
        aria-describedby="lpb-module-hint"
        onClick={() => commands.select(id)}
        onKeyDown={onKeyDown}
      >
        <div className="lpb-module__render" inert>
          <ModuleRender
            type={type}
            props={check.renderProps}
            mode="builder"
            lang={lang}
            fallback={fallback}
          />
        </div>
      </div>
      <span className="lpb-module__handle" title={t('dragHandle')} aria-hidden="true">
        <HandleIcon />
      </span>
      {plan ? (
        <span className="lpb-module__plan">
          <PlanBadge plan={plan} t={t} />
        </span>
      ) : null}
      {check.valid ? null : (
        <span
          className="lpb-module__badge"
          role="img"
          aria-label={t('invalid')}
          title={Object.values(check.errors).join('\n')}
        >
          !
        </span>
      )}
      {selected ? (
        <div className="lpb-module__tools" role="toolbar" aria-label={title}>
          <button
            type="button"
            className="lpb-tool"
            aria-label={t('moveUp')}
            title={t('moveUp')}
            disabled={!canMoveUp}
            onClick={() => commands.moveBy(id, -1)}
          >
            <UpIcon />
          </button>
          <button
            type="button"
            className="lpb-tool"
            aria-label={t('moveDown')}
            title={t('moveDown')}
            disabled={!canMoveDown}
            onClick={() => commands.moveBy(id, 1)}
          >
            <DownIcon />
          </button>
          <button
            type="button"
            className="lpb-tool"
            aria-label={t('copy')}
            title={t('copy')}
            onClick={() => commands.copy(id)}
          >
            <CopyIcon />
          </button>
          <button
            type="button"
            className="lpb-tool lpb-tool--danger"
            aria-label={t('delete')}
            title={t('delete')}
            onClick={() => commands.remove(id)}
          >
            <TrashIcon />
          </button>
        </div>
      ) : null}
    </li>
  );
});
