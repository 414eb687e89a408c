import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod';
import { apiClient } from '#app/api/api.ts';
import { $lang } from '#app/stores/lang.ts';
import { REMOTE_SELECT_STRINGS } from './strings.ts';
import './remote-select.css';

/** Wait after the last keystroke before asking the server. */
export const REMOTE_SELECT_DEBOUNCE_MS = 300;

export type RemoteOption = Record<string, unknown>;

/** The answer every select-able index endpoint gives (spec section 7): `data.list` of rows. */
const selectDataSchema = z.looseObject({ list: z.array(z.record(z.string(), z.unknown())) });

type Load =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; list: RemoteOption[]; query: string };

export type RemoteSelectProps = {
  /** The index endpoint, called with `select=true`, `quickSearch` and the extras as query. */
  readonly url: string;
  /** The selected value ('' none). */
  readonly value: string;
  readonly onChange: (value: string, option: RemoteOption | null) => void;
  readonly valueField?: string;
  readonly labelField?: string;
  /** Further query parameters sent with every request. */
  readonly extras?: Readonly<Record<string, string | number | boolean>>;
  readonly placeholder?: string;
  /** Offer a button that clears the selection. */
  readonly clearable?: boolean;
  /** The label of the value given at start (before any list is loaded). */
  readonly initialLabel?: string;
  /** The input's id (for a <label htmlFor>). */
  readonly id?: string;
  readonly disabled?: boolean;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: boolean | undefined;
};

const text = (option: RemoteOption, field: string) => {
  const value = option[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/**
 * The generic remote select (spec section 7): a combobox whose options come from a URL with
 * `select=true` and a debounced `quickSearch`. Keyboard: Down/Up move, Enter picks, Escape closes,
 * Home/End jump; the options are announced through aria-activedescendant.
 */
export function RemoteSelect({
  url,
  value,
  onChange,
  valueField = 'id',
  labelField = 'name',
  extras,
  placeholder,
  clearable = false,
  initialLabel = '',
  id,
  disabled = false,
  ...aria
}: RemoteSelectProps) {
  const lang = useStore($lang);
  const s = REMOTE_SELECT_STRINGS[lang];
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const [label, setLabel] = useState(initialLabel);
  const request = useRef(0);
  const extrasKey = JSON.stringify(extras ?? {});

  // A value set or cleared from outside: forget a label that no longer belongs to it.
  useEffect(() => {
    if (!value) setLabel('');
  }, [value]);
  useEffect(() => {
    if (initialLabel) setLabel(initialLabel);
  }, [initialLabel]);

  const fetchList = useCallback(
    (quickSearch: string) => {
      const ticket = ++request.current;
      setLoad({ status: 'loading' });
      apiClient
        .get(url, selectDataSchema, {
          query: { ...(JSON.parse(extrasKey) as Record<string, string>), select: 'true', quickSearch },
          showCodeMessage: false,
          showErrorMessage: false,
        })
        .then(({ data }) => {
          if (ticket !== request.current) return;
          setLoad({ status: 'ready', list: data.list, query: quickSearch });
          setActive(data.list.length ? 0 : -1);
        })
        .catch(() => {
          if (ticket === request.current) setLoad({ status: 'error' });
        });
    },
    [url, extrasKey],
  );

  // Debounced search while open: the first opening asks at once.
  const loaded = useRef(false);
  useEffect(() => {
    if (!open) return;
    const delay = loaded.current ? REMOTE_SELECT_DEBOUNCE_MS : 0;
    loaded.current = true;
    const timer = setTimeout(() => fetchList(query), delay);
    return () => clearTimeout(timer);
  }, [open, query, fetchList]);

  const list = load.status === 'ready' ? load.list : [];
  // The list shown is not yet the answer to what was typed (the search waits or is on its way).
  const stale = load.status !== 'ready' || load.query !== query;
  // Enter pressed while the list was stale: pick once the fresh list is in.
  const pendingEnter = useRef(false);

  const close = () => {
    pendingEnter.current = false;
    setOpen(false);
    setTyping(false);
    setQuery('');
    setActive(-1);
  };

  const pick = (option: RemoteOption) => {
    setLabel(text(option, labelField));
    onChange(text(option, valueField), option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(list.length - 1, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        if (open && list.length) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open && list.length) {
          event.preventDefault();
          setActive(list.length - 1);
        }
        break;
      case 'Enter': {
        // While the list is open, Enter picks; it never submits the surrounding form.
        if (!open) break;
        event.preventDefault();
        if (stale && load.status !== 'error') pendingEnter.current = true;
        else {
          const option = list[active];
          if (option) pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  useEffect(() => {
    if (!pendingEnter.current || !open || stale) return;
    pendingEnter.current = false;
    const option = list[active] ?? list[0];
    if (option) pick(option);
  });

  const optionId = (index: number) => `${autoId}-option-${index}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole widget closes the list; no interaction of its own.
    <div
      className="rs"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className="rs__control">
        <input
          id={inputId}
          className="rs__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && list[active] ? optionId(active) : undefined}
          aria-describedby={aria['aria-describedby']}
          aria-invalid={aria['aria-invalid']}
          placeholder={label || placeholder}
          disabled={disabled}
          value={typing ? query : label}
          onChange={(event) => {
            setTyping(true);
            setQuery(event.target.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {clearable && value && !disabled ? (
          <button
            type="button"
            className="app-icon-button rs__clear"
            aria-label={s.clear}
            onClick={() => {
              setLabel('');
              onChange('', null);
            }}
          >
            ×
          </button>
        ) : null}
        <span className="rs__chevron" aria-hidden="true">
          ▾
        </span>
      </div>
      {open ? (
        <div id={listId} className="rs__list" role="listbox" aria-busy={load.status === 'loading'}>
          {load.status === 'loading' || load.status === 'idle' ? (
            <div className="rs__status" aria-live="polite">
              {s.loading}
            </div>
          ) : null}
          {load.status === 'error' ? (
            <div className="rs__status">
              {s.failed}
              <button
                type="button"
                className="app-button app-button--ghost"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => fetchList(query)}
              >
                {s.retry}
              </button>
            </div>
          ) : null}
          {load.status === 'ready' && list.length === 0 ? <div className="rs__status">{s.empty}</div> : null}
          {list.map((option, index) => {
            const optionValue = text(option, valueField);
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant from the input (combobox pattern).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input's key handler picks the active option.
              <div
                key={optionValue || index}
                id={optionId(index)}
                role="option"
                aria-selected={optionValue === value}
                className={`rs__option${index === active ? ' rs__option--active' : ''}`}
                // Keep the focus in the input while clicking an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(option)}
              >
                {text(option, labelField)}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
