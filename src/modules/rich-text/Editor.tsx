import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/lang.ts';
import type { FormServices } from '#modules/types.ts';
import { isSafeHref, isSafeImageSrc } from './policy.ts';
import { purifyRichText } from './purify.ts';
import { STRINGS } from './strings.ts';
import './editor.css';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BulletListIcon,
  ClearColorIcon,
  ImageIcon,
  LinkIcon,
  OrderedListIcon,
  ParagraphIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
} from '#modules/rich-text/toolbar-icons.tsx';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  lang: Lang;
  /** Label of the editing area. */
  label: string;
  error?: string | undefined;
  /** Stores a picked image (the builder's upload, lent through the form's services). */
  uploadImage: FormServices['uploadImage'];
};

type Panel = 'none' | 'link' | 'image';

/**
 * The rich-text editor (Tiptap) with its toolbar. Every change is cleaned with DOMPurify (the
 * same policy the server applies on save) before it leaves the editor.
 */
export default function RichTextEditor({
  value,
  onChange,
  lang,
  label,
  error,
  uploadImage,
}: RichTextEditorProps) {
  const t = STRINGS[lang];
  const ids = useId();
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const [panel, setPanel] = useState<Panel>('none');

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: 'noopener nofollow', target: '_blank' },
        },
      }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'lp-rich-editor__area lp-rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${ids}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${ids}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = purifyRichText(current.isEmpty ? '' : current.getHTML());
      emitted.current = html;
      change.current(html);
    },
  });

  // Outside changes (undo in the builder, another module's copy) replace the editor's content.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
            left: current.isActive({ textAlign: 'left' }),
            center: current.isActive({ textAlign: 'center' }),
            right: current.isActive({ textAlign: 'right' }),
            justify: current.isActive({ textAlign: 'justify' }),
            color: (current.getAttributes('textStyle').color as string | undefined) ?? '',
            href: (current.getAttributes('link').href as string | undefined) ?? '',
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();
  const tool = (
    key: string,
    name: string,
    active: boolean,
    run: () => void,
    content: ReactNode,
    disabled = false,
  ) => (
    <button
      key={key}
      type="button"
      className="lp-rich-editor__tool"
      aria-label={name}
      title={name}
      aria-pressed={active}
      disabled={!editor || disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {content}
    </button>
  );

  return (
    <div className={`lp-rich-editor${error ? ' lp-rich-editor--invalid' : ''}`}>
      <span className="lp-form__label" id={`${ids}-label`}>
        {label}
      </span>
      <div className="lp-rich-editor__toolbar" role="toolbar" aria-label={t.toolbar}>
        {tool('bold', t.bold, Boolean(state?.bold), () => chain()?.toggleBold().run(), <b>B</b>)}
        {tool('italic', t.italic, Boolean(state?.italic), () => chain()?.toggleItalic().run(), <i>I</i>)}
        {tool(
          'underline',
          t.underline,
          Boolean(state?.underline),
          () => chain()?.toggleUnderline().run(),
          <u>U</u>,
        )}
        {tool('strike', t.strike, Boolean(state?.strike), () => chain()?.toggleStrike().run(), <s>S</s>)}
        <span className="lp-rich-editor__sep" aria-hidden="true" />
        {tool('h2', t.h2, Boolean(state?.h2), () => chain()?.toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('h3', t.h3, Boolean(state?.h3), () => chain()?.toggleHeading({ level: 3 }).run(), 'H3')}
        {tool('h4', t.h4, Boolean(state?.h4), () => chain()?.toggleHeading({ level: 4 }).run(), 'H4')}
        {tool('p', t.paragraph, false, () => chain()?.setParagraph().run(), <ParagraphIcon />)}
        <span className="lp-rich-editor__sep" aria-hidden="true" />
        {tool(
          'ul',
          t.bulletList,
          Boolean(state?.bulletList),
          () => chain()?.toggleBulletList().run(),
          <BulletListIcon />,
        )}
        {tool(
          'ol',
          t.orderedList,
          Boolean(state?.orderedList),
          () => chain()?.toggleOrderedList().run(),
          <OrderedListIcon />,
        )}
        {tool(
          'quote',
          t.quote,
          Boolean(state?.quote),
          () => chain()?.toggleBlockquote().run(),
          <QuoteIcon />,
        )}
        <span className="lp-rich-editor__sep" aria-hidden="true" />
        {tool(
          'left',
          t.alignLeft,
          Boolean(state?.left),
          () => chain()?.setTextAlign('left').run(),
          <AlignLeftIcon />,
        )}
        {tool(
          'center',
          t.alignCenter,
          Boolean(state?.center),
          () => chain()?.setTextAlign('center').run(),
          <AlignCenterIcon />,
        )}
        {tool(
          'right',
          t.alignRight,
          Boolean(state?.right),
          () => chain()?.setTextAlign('right').run(),
          <AlignRightIcon />,
        )}
        {tool(
          'justify',
          t.alignJustify,
          Boolean(state?.justify),
          () => chain()?.setTextAlign('justify').run(),
          <AlignJustifyIcon />,
        )}
        <span className="lp-rich-editor__sep" aria-hidden="true" />
        {tool(
          'link',
          t.link,
          Boolean(state?.link) || panel === 'link',
          () => setPanel(panel === 'link' ? 'none' : 'link'),
          <LinkIcon />,
        )}
        {tool(
          'image',
          t.image,
          panel === 'image',
          () => setPanel(panel === 'image' ? 'none' : 'image'),
          <ImageIcon />,
        )}
        <label className="lp-rich-editor__color" title={t.color}>
          <span className="lp-visually-hidden">{t.color}</span>
          <input
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(state?.color ?? '') ? (state?.color ?? '#000000') : '#000000'}
            disabled={!editor}
            onChange={(event) => chain()?.setColor(event.target.value).run()}
          />
        </label>
        {tool('uncolor', t.clearColor, false, () => chain()?.unsetColor().run(), <ClearColorIcon />)}
        <span className="lp-rich-editor__sep" aria-hidden="true" />
        {tool('undo', t.undo, false, () => chain()?.undo().run(), <UndoIcon />, !state?.canUndo)}
        {tool('redo', t.redo, false, () => chain()?.redo().run(), <RedoIcon />, !state?.canRedo)}
      </div>
      {panel === 'link' && editor ? (
        <LinkPanel
          lang={lang}
          initial={state?.href ?? ''}
          onApply={(href) => {
            chain()?.extendMarkRange('link').setLink({ href }).run();
            setPanel('none');
          }}
          onRemove={() => {
            chain()?.extendMarkRange('link').unsetLink().run();
            setPanel('none');
          }}
          onCancel={() => setPanel('none')}
        />
      ) : null}
      {panel === 'image' && editor ? (
        <ImagePanel
          lang={lang}
          uploadImage={uploadImage}
          onInsert={(src, alt) => {
            chain()?.setImage({ src, alt }).run();
            setPanel('none');
          }}
          onCancel={() => setPanel('none')}
        />
      ) : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="lp-rich-editor__area lp-rich-editor__area--loading" role="status">
          {t.loading}
        </div>
      )}
      {error ? (
        <p className="lp-form__error" id={`${ids}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LinkPanel({
  lang,
  initial,
  onApply,
  onRemove,
  onCancel,
}: {
  lang: Lang;
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const t = STRINGS[lang];
  const id = useId();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    if (isSafeHref(href)) onApply(href.trim());
    else setInvalid(true);
  };
  return (
    <div className="lp-rich-editor__panel">
      <label className="lp-form__label" htmlFor={id}>
        {t.linkAddress}
      </label>
      <input
        id={id}
        className="lp-form__input"
        type="url"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request and its only purpose is this field
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') onCancel();
        }}
      />
      {invalid ? (
        <p className="lp-form__error" id={`${id}-error`} role="alert">
          {t.linkInvalid}
        </p>
      ) : null}
      <div className="lp-form__tools">
        <button type="button" className="lp-form__button lp-form__button--primary" onClick={apply}>
          {t.apply}
        </button>
        {initial ? (
          <button type="button" className="lp-form__button" onClick={onRemove}>
            {t.removeLink}
          </button>
        ) : null}
        <button type="button" className="lp-form__button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

function ImagePanel({
  lang,
  uploadImage,
  onInsert,
  onCancel,
}: {
  lang: Lang;
  uploadImage: FormServices['uploadImage'];
  onInsert: (src: string, alt: string) => void;
  onCancel: () => void;
}) {
  const t = STRINGS[lang];
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const insert = () => {
    if (isSafeImageSrc(src)) onInsert(src.trim(), alt.trim());
    else setProblem(t.imageInvalid);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    setBusy(true);
    setProblem('');
    try {
      const stored = await uploadImage(picked);
      if (stored.ok) onInsert(stored.url, alt.trim());
      else setProblem(stored.message ?? t.uploadFailed);
    } catch {
      setProblem(t.uploadFailed);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div className="lp-rich-editor__panel">
      <label className="lp-form__label" htmlFor={`${id}-src`}>
        {t.imageAddress}
      </label>
      <input
        id={`${id}-src`}
        className="lp-form__input"
        type="url"
        value={src}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request and starts with this field
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setSrc(event.target.value);
          setProblem('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <label className="lp-form__label" htmlFor={`${id}-alt`}>
        {t.imageAlt}
      </label>
      <input
        id={`${id}-alt`}
        className="lp-form__input"
        value={alt}
        maxLength={120}
        onChange={(event) => setAlt(event.target.value)}
      />
      {problem ? (
        <p className="lp-form__error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className="lp-form__tools">
        <button
          type="button"
          className="lp-form__button lp-form__button--primary"
          onClick={insert}
          disabled={busy}
        >
          {t.insert}
        </button>
        <button
          type="button"
          className="lp-form__button"
          disabled={busy}
          onClick={() => file.current?.click()}
        >
          {busy ? t.uploading : t.upload}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={(event) => void upload(event)}
        />
        <button type="button" className="lp-form__button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
