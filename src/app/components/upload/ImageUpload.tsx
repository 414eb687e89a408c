import { useStore } from '@nanostores/react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { UploadRefusedError, uploadFile } from '#app/api/upload.ts';
import { UPLOAD_TEXTS, type UploadTextKey } from '#app/components/upload/messages.ts';
import { $lang } from '#app/stores/lang.ts';
import { siteAssetUrl } from '#app/stores/site-config.ts';
import './image-upload.css';

export type ImageUploadProps = {
  /** The image's site path or URL ('' for none). */
  value: string;
  /** Called with the stored file's site path after an upload, or '' after "Remove". */
  onChange: (url: string) => void;
  /** The field's visible label. */
  label: string;
  /** Extra help under the field (e.g. the recommended size). */
  hint?: string;
  /** Hide "Remove" for images that are required. */
  removable?: boolean;
  /** Upload driver; the site configuration's mode by default. */
  driver?: string;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/**
 * An image field: preview, upload (button, or drop a file on the preview), replace and remove.
 * The file is checked before sending (spec section 5) and only images are taken; messages show
 * beside the field and are announced to screen readers.
 */
export function ImageUpload({ value, onChange, label, hint, removable = true, driver }: ImageUploadProps) {
  const lang = useStore($lang);
  const text = (key: UploadTextKey) => UPLOAD_TEXTS[lang][key];
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    setError('');
    setNotice('');
    if (!file.type.startsWith('image/')) {
      setError(text('notImage'));
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadFile(file, driver ? { driver } : {});
      onChange(stored.url);
      setNotice(text('uploaded'));
    } catch (failure) {
      setError(failure instanceof UploadRefusedError ? failure.message : text('failed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => void take(event.target.files?.[0]);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const describedBy = [hint ? `${ids}-hint` : '', `${ids}-status`].filter(Boolean).join(' ');
  return (
    <fieldset className="lp-upload">
      <legend className="lp-upload__label">{label}</legend>
      <div className="lp-upload__body">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is an extra for pointer users; the button beside it does the same for everyone */}
        <div
          className={`lp-upload__preview${dragging ? ' lp-upload__preview--drop' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-busy={busy}
        >
          {value ? (
            <img src={siteAssetUrl(value)} alt={`${label}: ${text('preview')}`} />
          ) : (
            <span className="lp-upload__empty">{text('empty')}</span>
          )}
          {busy ? <span className="lp-upload__spinner" aria-hidden="true" /> : null}
        </div>
        <div className="lp-upload__actions">
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby={describedBy}
          >
            {busy ? text('uploading') : value ? text('replace') : text('choose')}
          </button>
          {value && removable ? (
            <button
              type="button"
              className="app-button"
              disabled={busy}
              onClick={() => {
                setError('');
                setNotice(text('removed'));
                onChange('');
              }}
            >
              {text('remove')}
            </button>
          ) : null}
          <span className="lp-upload__drop-hint" aria-hidden="true">
            {text('drop')}
          </span>
          <input
            ref={input}
            className="app-visually-hidden"
            type="file"
            accept={ACCEPT}
            tabIndex={-1}
            aria-hidden="true"
            onChange={onPick}
            data-testid="image-upload-input"
          />
        </div>
      </div>
      {hint ? (
        <p id={`${ids}-hint`} className="lp-upload__hint">
          {hint}
        </p>
      ) : null}
      <p
        id={`${ids}-status`}
        className={`lp-upload__status${error ? ' lp-upload__status--error' : ''}`}
        role={error ? 'alert' : 'status'}
      >
        {error || notice}
      </p>
    </fieldset>
  );
}
