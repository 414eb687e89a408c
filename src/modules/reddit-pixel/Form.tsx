import type { RedditPixelProps } from '#modules/reddit-pixel/schema.ts';
import { STRINGS } from '#modules/reddit-pixel/strings.ts';
import { CheckboxField, TextField } from '#modules/shared/form/controls.tsx';
import { OnLoadEventFields } from '#modules/shared/pixel-form.tsx';
import type { SettingsFormProps } from '#modules/types.ts';

/** Reddit Pixel settings: advertiser ID, PageVisit on load, an extra on-load event. */
export default function RedditPixelForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<RedditPixelProps>) {
  const set = (patch: Partial<RedditPixelProps>) => onChange({ ...value, ...patch });
  return (
    <div className="lp-form">
      <TextField
        label={STRINGS.id[lang]}
        hint={STRINGS.idHint[lang]}
        placeholder="a2_abcdef123456"
        maxLength={40}
        value={value.advertiserId}
        onChange={(advertiserId) => set({ advertiserId })}
        error={errors.advertiserId}
      />
      <CheckboxField
        label={STRINGS.pageVisit[lang]}
        checked={value.pageVisit}
        onChange={(pageVisit) => set({ pageVisit })}
      />
      <OnLoadEventFields
        value={value.eventTracking}
        onChange={(eventTracking) => set({ eventTracking })}
        errors={errors}
        lang={lang}
      />
    </div>
  );
}
