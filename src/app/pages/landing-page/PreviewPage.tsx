import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { checkModule } from '#app/builder/checks.ts';
import { BrandIconSprite } from '#app/builder/components/BrandIconSprite.tsx';
import { MissingPage } from '#app/builder/components/MissingPage.tsx';
import { ModuleRender } from '#app/builder/components/ModuleRender.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { $lang } from '#app/stores/lang.ts';
import { siteAssetUrl } from '#app/stores/site-config.ts';
import * as pageEndpoints from '#core/contracts/endpoints/page.ts';
import type { PageDocument } from '#core/page/document.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { PAGE_SCRIPTS } from '#modules/runtime-registry.ts';
import '#app/builder/builder.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; doc: PageDocument };

/** Preview (/landing-page/preview?id=): the saved page as visitors see it, in a phone frame on desktop. */
export default function PreviewPage() {
  const { search } = useView();
  const id = search.id ?? '';
  const t = useT();
  const lang = useStore($lang);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button's way to load again.
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    api(pageEndpoints.pageDetail, { id }, { showCodeMessage: false })
      .then(({ data }) => {
        if (live) setLoaded({ state: 'ready', doc: data.doc });
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({
            state: error instanceof ApiCodeError && error.envelope.code === 0 ? 'missing' : 'failed',
          });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  // The modules' page scripts (timers such as the chat widget's welcome bubble), as the published page's runtime runs them.
  useEffect(() => {
    if (loaded.state === 'ready') for (const script of PAGE_SCRIPTS) script(document);
  }, [loaded]);

  // As the published page's frame does (src/published/edge.ts): the height of what is pinned at
  // the bottom becomes --lp-edge-bottom, which modules floating at the bottom add to their offset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame's modules change with `loaded`.
  useEffect(() => {
    const section = frame.current;
    const edges = section ? [...section.querySelectorAll<HTMLElement>('[data-lp-edge="bottom"]')] : [];
    if (!section || edges.length === 0) return;
    const apply = () => {
      let height = 0;
      for (const edge of edges)
        for (const element of edge.querySelectorAll('*'))
          height = Math.max(height, element.getBoundingClientRect().height);
      section.style.setProperty('--lp-edge-bottom', `${height}px`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    for (const edge of edges) for (const element of edge.querySelectorAll('*')) observer.observe(element);
    return () => {
      observer.disconnect();
      section.style.removeProperty('--lp-edge-bottom');
    };
  }, [loaded]);

  if (loaded.state === 'missing') return <MissingPage />;
  if (loaded.state === 'failed')
    return (
      <div className="lpb-status" role="alert">
        <p className="lpb-status__title">{t('loadFailed')}</p>
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('retry')}
        </button>
      </div>
    );
  if (loaded.state === 'loading')
    return (
      <div className="lpb-status" aria-busy="true">
        <p>{t('loading')}</p>
      </div>
    );

  const { setup, modules } = loaded.doc;
  return (
    <div className="lpp">
      <div className="lpb-toolbar">
        <h1 className="lpp__title">{setup.title || t('title')}</h1>
        <a className="app-button" href={`/landing-page/build/${encodeURIComponent(id)}`}>
          {t('backToBuilder')}
        </a>
      </div>
      <div className="lpp__stage">
        <section
          ref={frame}
          className="lpb-phone lpp__phone"
          aria-label={t('frame')}
          data-testid="preview-frame"
          style={{
            backgroundColor: setup.backgroundColor || undefined,
            backgroundImage: setup.backgroundImage
              ? `url("${siteAssetUrl(setup.backgroundImage)}")`
              : undefined,
          }}
        >
          <BrandIconSprite />
          {modules.length === 0 ? <p className="lpb-phone__empty">{t('empty')}</p> : null}
          {modules.map((instance) => {
            const props = checkModule(instance, lang).renderProps;
            const pinned = RENDER_REGISTRY[instance.type]?.placement?.(props as never) === 'bottom';
            return (
              <div
                key={instance.id}
                className="lpp__module"
                data-module-type={instance.type}
                data-lp-edge={pinned ? 'bottom' : undefined}
              >
                <ModuleRender type={instance.type} props={props} mode="preview" lang={lang} fallback={null} />
              </div>
            );
          })}
        </section>
      </div>
    </div>
  );
}
