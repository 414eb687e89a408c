import { format } from '#core/i18n/lang.ts';
import { CheckboxField, ListError, TextField } from '#modules/shared/form/controls.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import type { VideoProps } from './schema.ts';
import { detectVideo } from './sources.ts';
import { STRINGS } from './strings.ts';

/** Settings of the video module: url (source detected as you type), autoplay, controls, vertical, cover. */
export default function VideoForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<VideoProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof VideoProps>(key: K, next: VideoProps[K]) =>
    onChange({ ...value, [key]: next });
  const source = detectVideo(value.url);
  return (
    <div className="lp-form">
      <TextField
        label={t.url}
        type="url"
        value={value.url}
        placeholder="https://"
        hint={source ? format(t.detected, { kind: t.kinds[source.kind] }) : t.urlHint}
        error={errors.url}
        onChange={(next) => set('url', next)}
      />
      <CheckboxField label={t.autoplay} checked={value.autoplay} onChange={(next) => set('autoplay', next)} />
      <CheckboxField label={t.controls} checked={value.controls} onChange={(next) => set('controls', next)} />
      <CheckboxField label={t.vertical} checked={value.vertical} onChange={(next) => set('vertical', next)} />
      <services.ImageField
        label={t.poster}
        hint={t.posterHint}
        value={value.poster}
        onChange={(next) => set('poster', next)}
      />
      <ListError error={errors.poster} />
    </div>
  );
}
