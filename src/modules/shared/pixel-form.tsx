import type { Lang } from '#core/i18n/lang.ts';
import type { EventTracking } from '#modules/shared/event-tracking.ts';
import { EventTrackingFields } from '#modules/shared/form/controls.tsx';
import { SHARED_STRINGS } from '#modules/shared/strings.ts';

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
