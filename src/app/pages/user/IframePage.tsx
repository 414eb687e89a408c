import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';

/** Embeds the external page of an iframe menu entry; only http(s) addresses are embedded. */
export default function IframePage() {
  const t = useT();
  const url = useView().params.url ?? '';
  const embeddable = /^https?:\/\//i.test(url);
  return (
    <section className="app-iframe" aria-labelledby="page-title">
      <h1 id="page-title" className="app-visually-hidden">
        {t('title')}
      </h1>
      {embeddable ? (
        <>
          <iframe className="app-iframe__frame" src={url} title={t('title')} />
          <a className="app-iframe__open" href={url} target="_blank" rel="noopener noreferrer">
            {t('openNewWindow')}
          </a>
        </>
      ) : (
        <p className="app-notice">{t('invalid', { url })}</p>
      )}
    </section>
  );
}
