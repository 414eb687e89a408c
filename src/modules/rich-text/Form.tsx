import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { ColorField, NumberField } from '#modules/shared/form/controls.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import type { RichTextProps } from './schema.ts';
import { STRINGS } from './strings.ts';
import '#modules/rich-text/rich-text.css';

const loadEditor = () => import('./Editor.tsx');

/** Shows the failure notice with a retry when the editor's code cannot be loaded. */
class EditorBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return this.props.fallback(() => {
        this.setState({ failed: false });
        this.props.onRetry();
      });
    }
    return this.props.children;
  }
}

/** Settings of the rich-text module: content (Tiptap editor, loaded on demand), background, padding. */
export default function RichTextForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<RichTextProps>) {
  const t = STRINGS[lang];
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so "Try again" really loads the code again.
  const [Editor, setEditor] = useState(() => lazy(loadEditor));
  const set = <K extends keyof RichTextProps>(key: K, next: RichTextProps[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="lp-form">
      <EditorBoundary
        key={attempt}
        onRetry={() => {
          setEditor(() => lazy(loadEditor));
          setAttempt((n) => n + 1);
        }}
        fallback={(retry) => (
          <div className="lp-form__field">
            <p className="lp-form__error" role="alert">
              {t.failed}
            </p>
            <button type="button" className="lp-form__button" onClick={retry}>
              {t.retry}
            </button>
          </div>
        )}
      >
        <Suspense
          fallback={
            <p className="lp-form__hint" role="status">
              {t.loading}
            </p>
          }
        >
          <Editor
            value={value.content}
            lang={lang}
            label={t.content}
            error={errors.content}
            onChange={(content) => set('content', content)}
            uploadImage={services.uploadImage}
          />
        </Suspense>
      </EditorBoundary>
      <ColorField
        label={t.background}
        lang={lang}
        optional
        value={value.background}
        error={errors.background}
        onChange={(next) => set('background', next)}
      />
      <NumberField
        label={t.padding}
        value={value.padding}
        min={0}
        max={100}
        error={errors.padding}
        onChange={(next) => set('padding', next)}
      />
    </div>
  );
}
