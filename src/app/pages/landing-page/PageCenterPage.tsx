import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Auth } from '#app/components/auth/Auth.tsx';
import { ConfirmDialog } from '#app/components/ConfirmDialog.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { PAGE_STATES, type PageStateName } from '#core/contracts/page.ts';
import { formatTime } from '#core/time.ts';
import { insightsPath } from './insights/insights-api.ts';
import { percent } from './insights/insights-screen.ts';
import { CopyLinkButton } from './page/CopyLinkButton.tsx';
import { PageDialog } from './page/PageDialog.tsx';
import { ProblemsDialog } from './page/ProblemsDialog.tsx';
import { absoluteLink, builderPath, openOwnPage, pageCentreCalls } from './page/page-api.ts';
import { createPageCentre, pageCount } from './page/page-centre.ts';
import '../../member-center/member-center.css';
import './page/page-centre.css';

/**
 * Page Center: the member's pages with search, state filter, paging, add / edit / delete, publish
 * / unpublish. The screen's state and decisions live in page/page-centre.ts; this renders them.
 */
export default function PageCenterPage() {
  const t = useT();
  const view = useView();
  const ids = useId();
  // The console's "New page" opens the add dialog (?add=1).
  const [centre] = useState(() =>
    createPageCentre({ calls: pageCentreCalls, dialog: view.search.add === '1' ? { kind: 'add' } : null }),
  );
  const { search, quickSearch, state, page, load, dialog, deleting, publishing, figures, figuresLoading } =
    useStore(centre.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  const hadDialog = useRef(dialog !== null);

  useEffect(() => {
    void centre.reload();
    return centre.stop;
  }, [centre]);

  // The add dialog asked for by the URL opens once: a reload after closing it does not reopen it.
  useEffect(() => {
    if (view.search.add === '1') window.history.replaceState(window.history.state, '', view.path);
  }, [view]);

  // A closed dialog gives the focus back to the heading.
  useEffect(() => {
    if (hadDialog.current && dialog === null) heading.current?.focus();
    hadDialog.current = dialog !== null;
  }, [dialog]);

  const filtered = quickSearch !== '' || state !== '';
  const pages = load.status === 'ready' ? pageCount(load.total) : 1;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <section className="pc-page" aria-labelledby={`${ids}-title`}>
      <div className="pc-head">
        <div>
          <h1 id={`${ids}-title`} ref={heading} tabIndex={-1} className="app-page-title">
            {t('title')}
          </h1>
          <p className="mc-muted pc-intro">{t('intro')}</p>
        </div>
        <Auth subNode="add">
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => centre.openDialog({ kind: 'add' })}
          >
            + {t('add')}
          </button>
        </Auth>
      </div>

      <search className="pc-filters">
        <div className="pc-filter pc-filter--grow">
          <label htmlFor={`${ids}-search`} className="app-visually-hidden">
            {t('searchLabel')}
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            className="mc-input"
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={(event) => centre.typeSearch(event.target.value)}
          />
        </div>
        <div className="pc-filter">
          <label htmlFor={`${ids}-state`} className="app-visually-hidden">
            {t('stateLabel')}
          </label>
          <select
            id={`${ids}-state`}
            className="mc-input"
            value={state}
            onChange={(event) => void centre.filterState(event.target.value as PageStateName | '')}
          >
            <option value="">{t('state.all')}</option>
            {PAGE_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`state.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      {load.status === 'loading' ? (
        <ul className="pc-list" aria-busy="true" aria-label={t('title')}>
          {[1, 2, 3].map((key) => (
            <li key={key} className="pc-card mc-loading">
              <div className="mc-skeleton-line" />
              <div className="mc-skeleton-line mc-skeleton-line--short" />
            </li>
          ))}
        </ul>
      ) : null}

      {load.status === 'error' ? (
        <div className="mc-alert" role="alert">
          <span>{t('loadFailed')}</span>
          <button type="button" className="app-button" onClick={() => void centre.reload()}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {load.status === 'ready' && load.list.length === 0 ? (
        <div className="pc-empty" data-testid="page-empty">
          {filtered ? (
            <>
              <p>{t('noMatch')}</p>
              <button type="button" className="app-button" onClick={() => void centre.clearFilters()}>
                {t('clearFilters')}
              </button>
            </>
          ) : (
            <>
              <p className="pc-empty__title">{t('empty')}</p>
              <p className="mc-muted">{t('emptyHint')}</p>
              <Auth subNode="add">
                <button
                  type="button"
                  className="app-button app-button--primary"
                  onClick={() => centre.openDialog({ kind: 'add' })}
                >
                  + {t('add')}
                </button>
              </Auth>
            </>
          )}
        </div>
      ) : null}

      {load.status === 'ready' && load.list.length > 0 ? (
        <>
          <ul className="pc-list" aria-label={t('title')}>
            {load.list.map((row) => {
              const link = absoluteLink(row.link, origin);
              return (
                <li key={row.id} className="pc-card" data-testid="page-row" data-page-id={row.id}>
                  <div className="pc-card__top">
                    <h2 className="pc-card__name">{row.name}</h2>
                    <span className={`pc-state pc-state--${row.state}`} data-testid="page-state">
                      {t(`state.${row.state}`)}
                    </span>
                  </div>
                  <dl className="pc-meta">
                    <div>
                      <dt>{t('route')}</dt>
                      <dd className="pc-mono">{row.route}</dd>
                    </div>
                    <div>
                      <dt>{t('domain')}</dt>
                      <dd>{row.domain ? row.domain.name || row.domain.id : t('noDomain')}</dd>
                    </div>
                    <div className="pc-meta__link">
                      <dt>{t('link')}</dt>
                      <dd>
                        <a
                          className="pc-link pc-mono"
                          href={link}
                          target="_blank"
                          rel="noopener external"
                          data-testid="page-link"
                          onClick={(event) => {
                            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                              return;
                            event.preventDefault();
                            openOwnPage(link);
                          }}
                        >
                          {link}
                        </a>
                      </dd>
                    </div>
                  </dl>
                  {figures[row.id] ? (
                    <dl className="pc-figures" data-testid="page-figures" aria-label={t('figures.label')}>
                      <div>
                        <dt>{t('figures.views')}</dt>
                        <dd>{figures[row.id]?.views}</dd>
                      </div>
                      <div>
                        <dt>{t('figures.visitors')}</dt>
                        <dd>{figures[row.id]?.visitors}</dd>
                      </div>
                      <div>
                        <dt>{t('figures.chats')}</dt>
                        <dd>{figures[row.id]?.chats}</dd>
                      </div>
                      <div>
                        <dt>{t('figures.ctr')}</dt>
                        <dd>{percent(figures[row.id] ?? { visitors: 0, contacts: 0 })}</dd>
                      </div>
                    </dl>
                  ) : figuresLoading ? (
                    <FiguresWaiting />
                  ) : null}
                  <p className="mc-muted pc-time">
                    <time dateTime={new Date(row.updated_at * 1000).toISOString()}>
                      {t('lastEdit', { time: formatTime(row.updated_at) })}
                    </time>
                  </p>
                  <div className="pc-actions">
                    <a
                      className="app-button app-button--primary"
                      href={builderPath(row.id)}
                      aria-label={t('designOf', { name: row.name })}
                    >
                      {t('design')}
                    </a>
                    {row.state === 'published' ? null : (
                      <Auth subNode="publish">
                        <button
                          type="button"
                          className="app-button app-button--primary"
                          aria-label={t(row.state === 'changed' ? 'publishChangesOf' : 'publishOf', {
                            name: row.name,
                          })}
                          disabled={publishing !== null}
                          aria-busy={publishing === row.id}
                          data-testid="page-publish"
                          onClick={() => void centre.publish(row)}
                        >
                          {t(row.state === 'changed' ? 'publishChanges' : 'publish')}
                        </button>
                      </Auth>
                    )}
                    {row.state === 'draft' ? null : (
                      <Auth subNode="unpublish">
                        <button
                          type="button"
                          className="app-button"
                          aria-label={t('unpublishOf', { name: row.name })}
                          disabled={publishing !== null}
                          data-testid="page-unpublish"
                          onClick={() => centre.openDialog({ kind: 'unpublish', page: row })}
                        >
                          {t('unpublish')}
                        </button>
                      </Auth>
                    )}
                    <a
                      className="app-button"
                      href={insightsPath(row.id)}
                      aria-label={t('insightsOf', { name: row.name })}
                      data-testid="page-insights"
                    >
                      {t('insights')}
                    </a>
                    <CopyLinkButton text={link} label={t('copyLinkOf', { name: row.name })} />
                    <Auth subNode="edit">
                      <button
                        type="button"
                        className="app-button"
                        aria-label={t('editOf', { name: row.name })}
                        onClick={() => centre.openDialog({ kind: 'edit', page: row })}
                      >
                        {t('edit')}
                      </button>
                    </Auth>
                    <Auth subNode="del">
                      <button
                        type="button"
                        className="app-button pc-danger-text"
                        aria-label={t('deleteOf', { name: row.name })}
                        onClick={() => centre.openDialog({ kind: 'delete', page: row })}
                      >
                        {t('delete')}
                      </button>
                    </Auth>
                  </div>
                </li>
              );
            })}
          </ul>
          <nav className="mc-pager" aria-label={t('pagerLabel')}>
            <span className="mc-pager__status" aria-live="polite">
              {t('pagerStatus', { page, pages, total: load.total })}
            </span>
            <div className="app-actions">
              <button
                type="button"
                className="app-button"
                disabled={page <= 1}
                onClick={() => void centre.previous()}
              >
                {t('prev')}
              </button>
              <button
                type="button"
                className="app-button"
                disabled={page >= pages}
                onClick={() => void centre.next()}
              >
                {t('next')}
              </button>
            </div>
          </nav>
        </>
      ) : null}

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <PageDialog
          page={dialog.kind === 'edit' ? dialog.page : null}
          onClose={centre.closeDialog}
          onSaved={() => void centre.saved()}
        />
      ) : null}
      {dialog?.kind === 'problems' ? (
        <ProblemsDialog page={dialog.page} modules={dialog.modules} onClose={centre.closeDialog} />
      ) : null}
      {dialog?.kind === 'unpublish' ? (
        <ConfirmDialog
          title={t('unpublishConfirm.title')}
          confirmLabel={t('unpublishConfirm.confirm')}
          cancelLabel={t('cancel')}
          busy={publishing !== null}
          onCancel={centre.closeDialog}
          onConfirm={() => void centre.confirmUnpublish()}
        >
          <p>{t('unpublishConfirm.text', { name: dialog.page.name })}</p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('confirm.title')}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('cancel')}
          busy={deleting}
          onCancel={centre.closeDialog}
          onConfirm={() => void centre.confirmDelete()}
        >
          <p>{t('confirm.text', { name: dialog.page.name })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A page's figures while they load: the same four boxes, their values waiting (nothing moves when they come). */
function FiguresWaiting() {
  const t = useT();
  return (
    <dl className="pc-figures" aria-label={t('figures.label')} aria-busy="true">
      {(['views', 'visitors', 'chats', 'ctr'] as const).map((name) => (
        <div key={name}>
          <dt>{t(`figures.${name}`)}</dt>
          <dd>
            <span className="mc-wait">{'\u00a0'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
