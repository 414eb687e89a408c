import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { MissingPage } from '#app/builder/components/MissingPage.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { pagePreview } from '#core/contracts/endpoints/publish.ts';
import { createPreview } from './preview/preview-state.ts';
import '#app/builder/builder.css';

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
          {loaded.state === 'ready' ? (
            <a className="app-button" href={loaded.url} target="_blank" rel="noopener noreferrer">
              {t('openNewTab')}
            </a>
          ) : null}
          <a className="app-button" href={`/landing-page/build/${encodeURIComponent(id)}`}>
            {t('backToBuilder')}
          </a>
        </div>
      </div>
      <div className="lpp__stage">
        <section className="lpb-phone lpp__phone" aria-label={t('frame')} data-testid="preview-frame">
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
