import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { ConfirmDialog } from '#app/components/ConfirmDialog.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { CnameHint } from './domain/CnameHint.tsx';
import { DomainDialog } from './domain/DomainDialog.tsx';
import { DomainRows } from './domain/DomainRows.tsx';
import { domainCentreCalls } from './domain/domain-api.ts';
import { createDomainCentre } from './domain/domain-centre.ts';
import { pageCount } from './domain/domain-list.ts';
import '../../member-center/member-center.css';
import './domain/domain-centre.css';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';

/**
 * Domain Center: the member's domains with their verification and certificate state; search,
 * paging; add, edit, verify (CNAME look-up now) and delete with confirmation; the DNS hint. The
 * screen's state and decisions live in domain/domain-centre.ts; this renders them.
 */
export default function DomainCenterPage() {
  const t = useT();
  const [centre] = useState(() => createDomainCentre(domainCentreCalls));
  const { list } = centre;
  const state = useStore(list.$state);
  const { search, editing, deleting, deleteBusy, checking, note } = useStore(centre.$state);

  useEffect(() => {
    void centre.start();
  }, [centre]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    void centre.submitSearch();
  };

  const pages = pageCount(state.total, state.limit);
  const firstLoad = (state.status === 'loading' || state.status === 'idle') && state.rows.length === 0;
  const empty = state.status === 'ready' && state.total === 0;

  return (
    <section className="mc-page dc-page" aria-labelledby="page-title">
      <div className="dc-head">
        <div>
          <h1 id="page-title" className="app-page-title">
            {t('title')}
          </h1>
          <p className="mc-muted">{t('intro')}</p>
        </div>
        <button type="button" className="app-button app-button--primary" onClick={centre.openAdd}>
          {t('add')}
        </button>
      </div>

      {state.cnameTarget || firstLoad ? <CnameHint target={state.cnameTarget} /> : null}

      <search>
        <form className="dc-search" onSubmit={submitSearch}>
          <label htmlFor="dc-search" className="app-visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="dc-search"
            type="search"
            className="mc-input"
            placeholder={t('search.placeholder')}
            maxLength={253}
            value={search}
            onChange={(event) => centre.typeSearch(event.target.value)}
          />
          <button type="submit" className="app-button">
            {t('search.submit')}
          </button>
          {state.quickSearch ? (
            <button
              type="button"
              className="app-button app-button--ghost"
              onClick={() => void centre.clearSearch()}
            >
              {t('search.clear')}
            </button>
          ) : null}
        </form>
      </search>

      <div aria-live="polite" className="dc-note-region">
        {note ? (
          <p className={`dc-note ${note.verified ? 'dc-note--ok' : ''}`} data-testid="verify-note">
            <strong>{note.name}</strong> {note.message}
          </p>
        ) : null}
      </div>

      {state.status === 'error' ? (
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.reload()} />
      ) : null}

      {firstLoad ? <LoadingCard label={t('loading')} /> : null}

      {empty ? (
        <div className="mc-card mc-empty">
          {state.quickSearch ? (
            <p>{t('empty.search', { query: state.quickSearch })}</p>
          ) : (
            <>
              <p className="dc-empty__title">{t('empty.title')}</p>
              <p>{t('empty.text')}</p>
              <button type="button" className="app-button app-button--primary" onClick={centre.openAdd}>
                {t('add')}
              </button>
            </>
          )}
        </div>
      ) : null}

      {state.rows.length > 0 ? (
        <div className="mc-card mc-card--flush dc-list" aria-busy={state.status === 'loading'}>
          <DomainRows
            rows={state.rows}
            busyId={checking}
            nowMs={Date.now()}
            onVerify={(domain) => void centre.verify(domain)}
            onEdit={centre.openEdit}
            onDelete={centre.askDelete}
          />
        </div>
      ) : null}

      {state.total > state.limit ? (
        <nav className="mc-pager" aria-label={t('pagination')}>
          <button
            type="button"
            className="app-button"
            disabled={state.page <= 1 || state.status === 'loading'}
            onClick={() => void list.load(state.page - 1)}
          >
            {t('previous')}
          </button>
          <span className="mc-pager__status" aria-live="polite">
            {t('pageOf', { page: state.page, pages })} · {t('total', { total: state.total })}
          </span>
          <button
            type="button"
            className="app-button"
            disabled={state.page >= pages || state.status === 'loading'}
            onClick={() => void list.load(state.page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}

      {editing ? (
        <DomainDialog
          domain={editing.mode === 'edit' ? editing.domain : null}
          onClose={centre.closeEditing}
          onSaved={(item) => void centre.saved(item)}
        />
      ) : null}

      {deleting ? (
        <ConfirmDialog
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={deleteBusy}
          onCancel={centre.closeDelete}
          onConfirm={() => void centre.confirmDelete()}
        >
          <p>{t('delete.text', { name: deleting.display_name })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
