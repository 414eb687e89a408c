import { format } from '#core/i18n/lang.ts';
import { FieldsForm } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { schema, type VideoProps } from './schema.ts';
import { detectVideo } from './sources.ts';
import { STRINGS } from './strings.ts';

/** Settings of the video module: url (source detected as you type), autoplay, controls, vertical, cover. */
export default function VideoForm({ lang, ...props }: SettingsFormProps<VideoProps>) {
  const t = STRINGS[lang];
  const source = detectVideo(props.value.url);
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          text: 'url',
          label: t.url,
          type: 'url',
          placeholder: 'https://',
          hint: source ? format(t.detected, { kind: t.kinds[source.kind] }) : t.urlHint,
        },
        { toggle: 'autoplay', label: t.autoplay },
        { toggle: 'controls', label: t.controls },
        { toggle: 'vertical', label: t.vertical },
        { image: 'poster', label: t.poster, hint: t.posterHint },
      ]}
    />
  );
}
