import { useStore } from '@nanostores/react';
import { useT } from '#app/i18n/use-t.tsx';
import { isEmbeddable } from '#app/member-center/menus.ts';
import { useView } from '#app/router/view-context.tsx';
import { $memberCenter } from '#app/stores/member-center.ts';

/**
 * Embeds the external page of an iframe menu entry (its https address is the route's one encoded
 * segment). Only the address of an iframe entry of the member's own rules is shown, so a crafted
 * link cannot frame another page inside the member centre. Sandboxed without allow-same-origin,
 * so the page cannot reach this app's storage or tokens, and sent no referrer; anything else is
 * refused with a notice.
 */
export default function IframePage() {
  const t = useT();
  const url = useView().params.url ?? '';
  const { iframeUrls } = useStore($memberCenter);
  const allowed = isEmbeddable(url) && iframeUrls.includes(url);
  return (
    <section className="app-iframe" aria-labelledby="page-title">
      <h1 id="page-title" className="app-visually-hidden">
        {t('title')}
      </h1>
      {allowed ? (
        <>
          <iframe
            className="app-iframe__frame"
            src={url}
            title={t('title')}
            sandbox="allow-scripts allow-forms allow-popups"
            referrerPolicy="no-referrer"
          />
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
