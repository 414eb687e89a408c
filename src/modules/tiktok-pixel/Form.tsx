import { PixelForm } from '#modules/shared/pixel-form.tsx';
import { platform } from '#modules/tiktok-pixel/pixel.ts';
import type { TiktokPixelProps } from '#modules/tiktok-pixel/schema.ts';
import { STRINGS } from '#modules/tiktok-pixel/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

/** TikTok pixel settings: the pixel ID, page view on load, an extra on-load event. */
export default function TiktokPixelForm(props: SettingsFormProps<TiktokPixelProps>) {
  return (
    <PixelForm
      {...props}
      fields={{
        platform: platform.key,
        id: {
          key: 'pixelId',
          label: STRINGS.id,
          hint: STRINGS.idHint,
          placeholder: 'C4ABCDEFGH1234567890',
          maxLength: 20,
        },
        switches: [{ key: 'pageView', label: STRINGS.pageView }],
      }}
    />
  );
}
