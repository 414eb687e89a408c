import { platform } from '#modules/facebook-pixel/pixel.ts';
import { type FacebookPixelProps, pixelIds, schema } from '#modules/facebook-pixel/schema.ts';
import { STRINGS } from '#modules/facebook-pixel/strings.ts';
import { FieldsForm } from '#modules/shared/form/fields.tsx';
import { OnLoadEventFields } from '#modules/shared/pixel-form.tsx';
import { ServerEventsSection } from '#modules/shared/ServerEventsSection.tsx';
import type { SettingsFormProps } from '#modules/types.ts';

/** Facebook pixel settings: IDs one per line, PageView on load, an extra on-load event. */
export default function FacebookPixelForm({ lang, ...props }: SettingsFormProps<FacebookPixelProps>) {
  const serverEvents = props.services.serverEvents;
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          textarea: 'pixelIds',
          label: STRINGS.ids[lang],
          hint: `${STRINGS.idsHint[lang]} (${pixelIds(props.value).length})`,
          rows: 4,
          placeholder: '123456789012345',
        },
        { toggle: 'pageView', label: STRINGS.pageView[lang] },
        {
          custom: ({ value, set, errors }) => (
            <OnLoadEventFields
              value={value.eventTracking}
              onChange={(eventTracking) => set({ eventTracking })}
              errors={errors}
              lang={lang}
            />
          ),
        },
        ...(serverEvents
          ? [
              {
                custom: ({ value }: { value: FacebookPixelProps }) => (
                  <ServerEventsSection
                    port={serverEvents}
                    lang={lang}
                    platform={platform.key}
                    pixelIds={pixelIds(value)}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
