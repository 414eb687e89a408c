import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { MissingPage } from '#app/builder/components/MissingPage.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { pagePreview } from '#core/contracts/endpoints/publish.ts';
import { createPreview } from './preview/preview-state.ts';
import '#app/builder/builder.css';

/** A phone's height: the frame is never taller, and shorter when the window leaves less room. */
const PHONE_HEIGHT = 812;
const MIN_HEIGHT = 360;

/**
 * Sizes the frame to the room below it in the window, in whole pixels and on whole pixels: the
 * framed page then has the height of a browser window of that size, so its fixed bars sit exactly
 * where they will live, and it is drawn as a window would draw it.
 */
function useFitToWindow(frame: RefObject<HTMLElement | null>, layout: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` changes what stands above the frame (the toolbar's title and buttons), so the room left.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const fitFrame = () => {
      const below = Number.parseFloat(getComputedStyle(element.parentElement ?? element).paddingBottom) || 0;
      element.style.translate = '';
      const { top, left } = element.getBoundingClientRect();
      const room = Math.floor(window.innerHeight - top - window.scrollY - below);
      element.style.height = `${Math.max(MIN_HEIGHT, Math.min(PHONE_HEIGHT, room))}px`;
      // Centred under a toolbar of fractional height, the frame would start between two device
      // pixels and the framed page would be drawn a fraction of a pixel off: it moves onto whole ones.
      const ratio = window.devicePixelRatio || 1;
      const off = (position: number) => ((position * ratio) % 1) / ratio;
      element.style.translate = `${-off(left)}px ${-off(top)}px`;
    };
    fitFrame();
    window.addEventListener('resize', fitFrame);
    return () => window.removeEventListener('resize', fitFrame);
  }, [frame, layout]);
}

/**
 * Preview (/landing-page/preview?id=): the saved page rendered by the publishing path, framed from
 * the pages origin (members' pages never run on the app's), in a phone frame on wide screens.
 */
export default function PreviewPage() {
  const { search } = useView();
  const id = search.id ?? '';
  const t = useT();
  const preview = useMemo(
    () =>
      createPreview({
        render: async (pageId) => (await api(pagePreview, { id: pageId }, { showCodeMessage: false })).data,
        isMissing: (error) => error instanceof ApiCodeError && error.envelope.code === 0,
      }),
    [],
  );
  const loaded = useStore(preview.$preview);
  const frame = useRef<HTMLElement>(null);
  useFitToWindow(frame, loaded.state);

  useEffect(() => {
    void preview.load(id);
  }, [preview, id]);

  if (loaded.state === 'missing') return <MissingPage />;
  if (loaded.state === 'failed')
    return (
      <div className="lpb-status" role="alert">
        <p className="lpb-status__title">{t('loadFailed')}</p>
        <button type="button" className="app-button app-button--primary" onClick={() => preview.load(id)}>
          {t('retry')}
        </button>
      </div>
    );

  return (
    <div className="lpp">
      <div className="lpb-toolbar">
        <h1 className="lpp__title">{loaded.state === 'ready' ? loaded.title : t('title')}</h1>
        <div className="lpp__actions">
          {/* In its place from the first frame (disabled until the page's address is in), so the
              toolbar does not change its width, and on a phone its lines, when it comes. */}
          {loaded.state === 'ready' ? (
            <a className="app-button" href={loaded.url} target="_blank" rel="noopener noreferrer">
              {t('openNewTab')}
            </a>
          ) : (
            <button type="button" className="app-button" disabled>
              {t('openNewTab')}
            </button>
          )}
          <a className="app-button" href={`/landing-page/build/${encodeURIComponent(id)}`}>
            {t('backToBuilder')}
          </a>
        </div>
      </div>
      <div className="lpp__stage">
        <section
          ref={frame}
          className="lpb-phone lpp__phone"
          aria-label={t('frame')}
          data-testid="preview-frame"
        >
          {loaded.state === 'ready' ? (
            <iframe className="lpp__page" src={loaded.url} title={t('frame')} />
          ) : (
            <div className="lpb-status" aria-busy="true">
              <p>{t('loading')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
