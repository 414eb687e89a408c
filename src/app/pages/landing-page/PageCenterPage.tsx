import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Auth } from '#app/components/auth/Auth.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { useView } from '#app/router/view-context.tsx';
import { PAGE_STATES, type PageRow, type PageStateName } from '#core/contracts/page.ts';
import { formatTime } from '#core/time.ts';
import { ConfirmDialog } from './page/ConfirmDialog.tsx';
import { CopyLinkButton } from './page/CopyLinkButton.tsx';
import { PageDialog } from './page/PageDialog.tsx';
import {
  absoluteLink,
  builderPath,
  deletePage,
  fetchPages,
  publishPage,
  unpublishPage,
} from './page/page-api.ts';
import '../../member-center/member-center.css';
import './page/page-centre.css';

/** Rows per page of the list. */
export const PAGE_CENTRE_LIMIT = 10;
/** Wait after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: PageRow[]; total: number };

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; page: PageRow }
  | { kind: 'delete'; page: PageRow }
  | { kind: 'unpublish'; page: PageRow }
  | null;

/** Page Center: the member's pages with search, state filter, paging, add / edit / delete, publish / unpublish. */
export default function PageCenterPage() {
  const t = useT();
  const view = useView();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [quickSearch, setQuickSearch] = useState('');
  const [state, setState] = useState<PageStateName | ''>('');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // The console's "New page" opens the add dialog (?add=1).
  const [dialog, setDialog] = useState<Dialog>(view.search.add === '1' ? { kind: 'add' } : null);
  const [deleting, setDeleting] = useState(false);
  /** The page whose publish or unpublish is running. */
  const [publishing, setPublishing] = useState<string | null>(null);
  const request = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuickSearch(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const reload = useCallback(() => {
    const ticket = ++request.current;
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetchPages({ page, limit: PAGE_CENTRE_LIMIT, quickSearch, state })
      .then(({ data }) => {
        if (ticket !== request.current) return;
        // A page past the end (after a delete): go back to the last one.
        const pages = Math.max(1, Math.ceil(data.total / PAGE_CENTRE_LIMIT));
        if (page > pages) setPage(pages);
        else setLoad({ status: 'ready', list: data.list, total: data.total });
      })
      .catch(() => {
        if (ticket === request.current) setLoad({ status: 'error' });
      });
  }, [page, quickSearch, state]);
  useEffect(reload, [reload]);

  // The add dialog asked for by the URL opens once: a reload after closing it does not reopen it.
  useEffect(() => {
    if (view.search.add === '1') window.history.replaceState(window.history.state, '', view.path);
  }, [view]);

  const closeDialog = () => {
    setDialog(null);
    heading.current?.focus();
  };

  const confirmDelete = async (row: PageRow) => {
    setDeleting(true);
    try {
      await deletePage(row.id);
      closeDialog();
      reload();
    } catch {
      // The API client showed why.
    } finally {
      setDeleting(false);
    }
  };

  const publish = async (row: PageRow) => {
    setPublishing(row.id);
    try {
      await publishPage(row.id);
      reload();
    } catch {
      // The API client showed why (e.g. modules to fix in the builder).
    } finally {
      setPublishing(null);
    }
  };

  const confirmUnpublish = async (row: PageRow) => {
    setPublishing(row.id);
    try {
      await unpublishPage(row.id);
      closeDialog();
      reload();
    } catch {
      // The API client showed why.
    } finally {
      setPublishing(null);
    }
  };

  const filtered = quickSearch !== '' || state !== '';
  const pages = load.status === 'ready' ? Math.max(1, Math.ceil(load.total / PAGE_CENTRE_LIMIT)) : 1;
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
            onClick={() => setDialog({ kind: 'add' })}
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
            onChange={(event) => setSearch(event.target.value)}
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
            onChange={(event) => {
              setState(event.target.value as PageStateName | '');
              setPage(1);
            }}
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
          <button type="button" className="app-button" onClick={reload}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {load.status === 'ready' && load.list.length === 0 ? (
        <div className="pc-empty" data-testid="page-empty">
          {filtered ? (
            <>
              <p>{t('noMatch')}</p>
              <button
                type="button"
                className="app-button"
                onClick={() => {
                  setSearch('');
                  setQuickSearch('');
                  setState('');
                  setPage(1);
                }}
              >
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
                  onClick={() => setDialog({ kind: 'add' })}
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
                        >
                          {link}
                        </a>
                      </dd>
                    </div>
                  </dl>
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
                          onClick={() => void publish(row)}
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
                          onClick={() => setDialog({ kind: 'unpublish', page: row })}
                        >
                          {t('unpublish')}
                        </button>
                      </Auth>
                    )}
                    <CopyLinkButton text={link} label={t('copyLinkOf', { name: row.name })} />
                    <Auth subNode="edit">
                      <button
                        type="button"
                        className="app-button"
                        aria-label={t('editOf', { name: row.name })}
                        onClick={() => setDialog({ kind: 'edit', page: row })}
                      >
                        {t('edit')}
                      </button>
                    </Auth>
                    <Auth subNode="del">
                      <button
                        type="button"
                        className="app-button pc-danger-text"
                        aria-label={t('deleteOf', { name: row.name })}
                        onClick={() => setDialog({ kind: 'delete', page: row })}
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
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('prev')}
              </button>
              <button
                type="button"
                className="app-button"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
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
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'unpublish' ? (
        <ConfirmDialog
          title={t('unpublishConfirm.title')}
          confirmLabel={t('unpublishConfirm.confirm')}
          cancelLabel={t('cancel')}
          busy={publishing !== null}
          onCancel={closeDialog}
          onConfirm={() => void confirmUnpublish(dialog.page)}
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
          onCancel={closeDialog}
          onConfirm={() => void confirmDelete(dialog.page)}
        >
          <p>{t('confirm.text', { name: dialog.page.name })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
