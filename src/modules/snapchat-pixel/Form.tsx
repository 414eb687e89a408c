import { CheckboxField, TextField } from '#modules/shared/form/controls.tsx';
import { OnLoadEventFields } from '#modules/shared/pixel-form.tsx';
import type { SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import { STRINGS } from '#modules/snapchat-pixel/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

/** Snap Pixel settings: pixel ID, hashed email matching (off by default), PAGE_VIEW on load, on-load event. */
export default function SnapchatPixelForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<SnapchatPixelProps>) {
  const set = (patch: Partial<SnapchatPixelProps>) => onChange({ ...value, ...patch });
  return (
    <div className="lp-form">
      <TextField
        label={STRINGS.id[lang]}
        hint={STRINGS.idHint[lang]}
        placeholder="1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d"
        maxLength={36}
        value={value.pixelId}
        onChange={(pixelId) => set({ pixelId })}
        error={errors.pixelId}
      />
      <CheckboxField
        label={STRINGS.hashUserEmail[lang]}
        hint={STRINGS.hashUserEmailHint[lang]}
        checked={value.hashUserEmail}
        onChange={(hashUserEmail) => set({ hashUserEmail })}
      />
      <CheckboxField
        label={STRINGS.pageView[lang]}
        checked={value.pageView}
        onChange={(pageView) => set({ pageView })}
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
