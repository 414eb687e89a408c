import { type FacebookPixelProps, pixelIds } from '#modules/facebook-pixel/schema.ts';
import { STRINGS } from '#modules/facebook-pixel/strings.ts';
import { CheckboxField, TextArea } from '#modules/shared/form/controls.tsx';
import { OnLoadEventFields } from '#modules/shared/pixel-form.tsx';
import type { SettingsFormProps } from '#modules/types.ts';

/** Facebook pixel settings: IDs one per line, PageView on load, an extra on-load event. */
export default function FacebookPixelForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<FacebookPixelProps>) {
  const set = (patch: Partial<FacebookPixelProps>) => onChange({ ...value, ...patch });
  return (
    <div className="lp-form">
      <TextArea
        label={STRINGS.ids[lang]}
        hint={`${STRINGS.idsHint[lang]} (${pixelIds(value).length})`}
        rows={4}
        placeholder="123456789012345"
        value={value.pixelIds}
        onChange={(pixelIds) => set({ pixelIds })}
        error={errors.pixelIds}
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
