import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { COPY_CONFIRMATION_MS, copyText } from '#app/browser/clipboard.ts';
import { absoluteLink } from '#app/builder/page-link.ts';
import { $page } from '#app/builder/session.ts';
import { $setup, updatePageSetup } from '#app/builder/store.ts';
import { ImageUpload } from '#app/components/upload/ImageUpload.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang } from '#app/stores/lang.ts';
import { showToast } from '#app/stores/toasts.ts';
import { type PageSetup, pageSetupSchema } from '#core/page/document.ts';
import { parseLocalized } from '#core/validation/parse.ts';

/** Page setup (spec section 2): title, keywords, description, language, background color and image, page link. */
export function SetupPanel() {
  const setup = useStore($setup);
  const page = useStore($page);
  const lang = useStore($lang);
  const t = useT();
  const ids = useId();
  const check = parseLocalized(pageSetupSchema, setup, lang);
  const errors = check.success ? {} : check.errors;
  const set = <K extends keyof PageSetup>(key: K, value: PageSetup[K]) =>
    updatePageSetup({ ...setup, [key]: value });
  const link = page ? absoluteLink(page.link, location.origin) : '';

  const copyLink = async () => {
    const result = await copyText(link);
    if (result === 'copied') showToast('success', t('copySuccess'), COPY_CONFIRMATION_MS);
    else
      showToast(
        'error',
        t(result === 'unsupported' ? 'noClipboard' : 'copyFailedClipboard'),
        COPY_CONFIRMATION_MS,
      );
  };

  const text = (key: 'title' | 'keywords' | 'description', label: string, multiline = false, hint = '') => {
    const id = `${ids}-${key}`;
    const error = errors[key];
    const describedBy =
      [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      className: 'lpb-input',
      value: setup[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div className="lpb-field">
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea {...common} rows={3} onChange={(event) => set(key, event.target.value)} />
        ) : (
          <input {...common} type="text" onChange={(event) => set(key, event.target.value)} />
        )}
        {hint ? (
          <p id={`${id}-hint`} className="lpb-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="lpb-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const colorId = `${ids}-color`;
  return (
    <div className="lpb-setup">
      {text('title', t('setupTitle'))}
      {text('keywords', t('setupKeywords'), false, t('setupKeywordsHint'))}
      {text('description', t('setupDescription'), true)}
      <div className="lpb-field">
        <label htmlFor={`${ids}-lang`}>{t('setupLang')}</label>
        <select
          id={`${ids}-lang`}
          className="lpb-input"
          value={setup.lang}
          aria-describedby={`${ids}-lang-hint`}
          onChange={(event) => set('lang', event.target.value === 'en' ? 'en' : 'zh-cn')}
        >
          <option value="zh-cn">中文（简体）</option>
          <option value="en">English</option>
        </select>
        <p id={`${ids}-lang-hint`} className="lpb-field__hint">
          {t('setupLangHint')}
        </p>
      </div>
      <div className="lpb-field">
        <label htmlFor={colorId}>{t('setupBackgroundColor')}</label>
        <div className="lpb-field__row">
          <input
            id={colorId}
            type="color"
            className="lpb-color"
            value={/^#[0-9a-fA-F]{6}$/.test(setup.backgroundColor) ? setup.backgroundColor : '#ffffff'}
            onChange={(event) => set('backgroundColor', event.target.value)}
          />
          <input
            type="text"
            className="lpb-input"
            aria-label={t('setupBackgroundColor')}
            value={setup.backgroundColor}
            placeholder="#ffffff"
            aria-invalid={errors.backgroundColor ? true : undefined}
            onChange={(event) => set('backgroundColor', event.target.value.trim())}
          />
          <button type="button" className="app-button" onClick={() => set('backgroundColor', '')}>
            {t('setupBackgroundColorNone')}
          </button>
        </div>
        {errors.backgroundColor ? <p className="lpb-field__error">{errors.backgroundColor}</p> : null}
      </div>
      <ImageUpload
        label={t('setupBackgroundImage')}
        value={setup.backgroundImage}
        onChange={(url) => set('backgroundImage', url)}
      />
      <div className="lpb-field">
        <label htmlFor={`${ids}-link`}>{t('pageLink')}</label>
        <div className="lpb-field__row">
          <input id={`${ids}-link`} className="lpb-input" type="text" readOnly value={link} />
          <button type="button" className="app-button" onClick={copyLink} disabled={!link}>
            {t('copyLink')}
          </button>
        </div>
      </div>
    </div>
  );
}
