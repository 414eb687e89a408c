import { CheckboxField, TextField } from '#modules/shared/form/controls.tsx';
import { OnLoadEventFields } from '#modules/shared/pixel-form.tsx';
import type { TiktokPixelProps } from '#modules/tiktok-pixel/schema.ts';
import { STRINGS } from '#modules/tiktok-pixel/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

/** TikTok pixel settings: the pixel ID, page view on load, an extra on-load event. */
export default function TiktokPixelForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<TiktokPixelProps>) {
  const set = (patch: Partial<TiktokPixelProps>) => onChange({ ...value, ...patch });
  return (
    <div className="lp-form">
      <TextField
        label={STRINGS.id[lang]}
        hint={STRINGS.idHint[lang]}
        placeholder="C4ABCDEFGH1234567890"
        maxLength={20}
        value={value.pixelId}
        onChange={(pixelId) => set({ pixelId })}
        error={errors.pixelId}
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
