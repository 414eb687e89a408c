import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type Sortable from 'sortablejs';
import { moduleCommands } from '#app/builder/commands.ts';
import { whenIdle } from '#app/builder/idle.ts';
import { $outline, $selectedId, $setup, type ModuleSlot, moveModule } from '#app/builder/store.ts';
import { useCanvasWindow } from '#app/builder/use-canvas-window.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { siteAssetUrl } from '#app/stores/site-config.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import type { ModuleType } from '#modules/types.ts';
import { BrandIconSprite } from './BrandIconSprite.tsx';
import { CanvasModule } from './CanvasModule.tsx';

/**
 * The phone-sized live canvas. SortableJS moves modules by their handles; React stays in charge
 * of the DOM: at the end of a drag the DOM move is reverted and the reducer's move does it.
 * Long pages render a window of the modules in view (use-canvas-window.ts): a drag moves modules
 * within that window (it stays put during the drag); keyboard moves and the move buttons reach
 * any place.
 */
export function Canvas() {
  // The page's order and setup, not its modules' props: typing in a module's settings re-renders
  // that module alone (CanvasModule follows it), not the canvas.
  const { slots } = useStore($outline);
  const setup = useStore($setup);
  const selectedId = useStore($selectedId);
  const lang = useStore($lang);
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const titleOf = useMemo(
    () => (type: string) => EDITOR_REGISTRY[type as ModuleType]?.title[lang] ?? type,
    [lang],
  );
  const commands = useMemo(() => moduleCommands(t, titleOf), [t, titleOf]);
  const view = useCanvasWindow(list, slots, selectedId);
  const windowStart = useRef(0);
  windowStart.current = view.start;
  const { setDragging } = view;

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let sortable: Sortable | null = null;
    let live = true;
    // Loaded once the builder is idle after its first paint: dragging is not needed to show the
    // page (BENCHMARKS rows 9 and 11).
    const cancel = whenIdle(() => {
      void import('sortablejs').then(({ default: SortableJs }) => {
        if (!live) return;
        sortable = SortableJs.create(element, {
          handle: '.lpb-module__handle',
          // A module kept rendered outside the window for its focus is not at its place: not a drop target.
          draggable: '.lpb-module:not(.lpb-module--kept)',
          animation: 150,
          // Pointer-event dragging everywhere (mouse, touch, pen) instead of native HTML5 drag and drop.
          forceFallback: true,
          fallbackOnBody: true,
          ghostClass: 'lpb-module--ghost',
          onStart() {
            setDragging(true);
          },
          onEnd(event) {
            setDragging(false);
            const { item, from, oldIndex, newIndex, oldDraggableIndex, newDraggableIndex } = event;
            if (oldIndex !== undefined && newIndex !== undefined && oldIndex !== newIndex) {
              from.removeChild(item);
              from.insertBefore(item, from.children[oldIndex] ?? null);
            }
            if (
              oldDraggableIndex === undefined ||
              newDraggableIndex === undefined ||
              oldDraggableIndex === newDraggableIndex
            )
              return;
            // Indexes among the window's modules (a focused module kept outside the window is not
            // draggable and not counted): the window's first module is at windowStart.
            moveModule(windowStart.current + oldDraggableIndex, windowStart.current + newDraggableIndex);
          },
        });
      });
    }, 1000);
    return () => {
      live = false;
      cancel();
      sortable?.destroy();
    };
  }, [setDragging]);

  const last = slots.length - 1;
  // The window's modules, and the focused module kept rendered beside it when it is outside.
  const rendered: number[] = [];
  if (view.kept?.side === 'before') rendered.push(view.kept.index);
  for (let index = view.start; index < view.end; index++) rendered.push(index);
  if (view.kept?.side === 'after') rendered.push(view.kept.index);
  return (
    <div
      className="lpb-phone"
      style={{
        backgroundColor: setup.backgroundColor || undefined,
        backgroundImage: setup.backgroundImage ? `url("${siteAssetUrl(setup.backgroundImage)}")` : undefined,
      }}
    >
      <p id="lpb-module-hint" className="app-visually-hidden">
        {t('moduleHint')}
      </p>
      <BrandIconSprite />
      {slots.length === 0 ? <p className="lpb-phone__empty">{t('empty')}</p> : null}
      <ol
        ref={list}
        className="lpb-phone__list"
        aria-label={t('canvas')}
        style={
          view.padTop || view.padBottom
            ? { paddingTop: view.padTop, paddingBottom: view.padBottom }
            : undefined
        }
      >
        {rendered.map((index) => {
          const { id, type } = slots[index] as ModuleSlot;
          const selected = id === selectedId;
          return (
            <CanvasModule
              key={id}
              id={id}
              type={type}
              title={titleOf(type)}
              selected={selected}
              kept={index === view.kept?.index}
              position={index + 1}
              count={slots.length}
              canMoveUp={selected && index > 0}
              canMoveDown={selected && index < last}
              lang={lang}
              commands={commands}
              t={t}
            />
          );
        })}
      </ol>
    </div>
  );
}
