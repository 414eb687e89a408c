import type { Lang, Localized } from '#core/i18n/lang.ts';
import type { EventTracking } from '#modules/shared/event-tracking.ts';
import { CheckboxField, EventTrackingFields, TextField } from '#modules/shared/form/controls.tsx';
import { ServerEventsSection } from '#modules/shared/ServerEventsSection.tsx';
import { SHARED_STRINGS } from '#modules/shared/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

/** The on-load event section every pixel form ends with. */
export function OnLoadEventFields({
  value,
  onChange,
  errors,
  lang,
}: {
  value: EventTracking;
  onChange: (value: EventTracking) => void;
  errors: Record<string, string>;
  lang: Lang;
}) {
  return (
    <EventTrackingFields
      value={value}
      onChange={onChange}
      errors={errors}
      lang={lang}
      enabledLabel={SHARED_STRINGS.onLoadEvent[lang]}
    />
  );
}

/** Keys of a props type whose values are `V`. */
type KeysOf<P, V> = { [K in keyof P]: P[K] extends V ? K : never }[keyof P] & string;

/** One switch of a pixel form: the prop it sets and its texts. */
export type PixelSwitch<P> = { key: KeysOf<P, boolean>; label: Localized; hint?: Localized };

/** What a single-id pixel module's form shows: its id field, its switches (page view first). */
export type PixelFormFields<P> = {
  /** The platform's key (the module's pixel.ts): its server-side events section names it. */
  platform: string;
  id: { key: KeysOf<P, string>; label: Localized; hint: Localized; placeholder: string; maxLength: number };
  switches: readonly PixelSwitch<P>[];
};

/**
 * The one settings form of the single-id pixels (TikTok, Snapchat, Reddit): the id, the module's
 * switches, the on-load event and, in the builder, the server-side events section. Each pixel
 * folder passes only what differs: field names, texts, its platform.
 */
export function PixelForm<P extends { eventTracking: EventTracking }>({
  value,
  onChange,
  errors,
  lang,
  fields,
  services,
}: Omit<SettingsFormProps<P>, 'services'> & {
  fields: PixelFormFields<P>;
  services?: SettingsFormProps<P>['services'];
}) {
  const set = (patch: Partial<P>) => onChange({ ...value, ...patch });
  const { id } = fields;
  return (
    <div className="lp-form">
      <TextField
        label={id.label[lang]}
        hint={id.hint[lang]}
        placeholder={id.placeholder}
        maxLength={id.maxLength}
        value={value[id.key] as string}
        onChange={(next) => set({ [id.key]: next } as Partial<P>)}
        error={errors[id.key]}
      />
      {fields.switches.map((field) => (
        <CheckboxField
          key={field.key}
          label={field.label[lang]}
          {...(field.hint ? { hint: field.hint[lang] } : {})}
          checked={value[field.key] as boolean}
          onChange={(next) => set({ [field.key]: next } as Partial<P>)}
        />
      ))}
      <OnLoadEventFields
        value={value.eventTracking}
        onChange={(eventTracking) => set({ eventTracking } as Partial<P>)}
        errors={errors}
        lang={lang}
      />
      {services?.serverEvents ? (
        <ServerEventsSection
          port={services.serverEvents}
          lang={lang}
          platform={fields.platform}
          pixelIds={(value[id.key] as string).trim() === '' ? [] : [(value[id.key] as string).trim()]}
        />
      ) : null}
    </div>
  );
}
