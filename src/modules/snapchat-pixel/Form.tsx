import { PixelForm } from '#modules/shared/pixel-form.tsx';
import { platform } from '#modules/snapchat-pixel/pixel.ts';
import type { SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import { STRINGS } from '#modules/snapchat-pixel/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

/** Snap Pixel settings: pixel ID, hashed email matching (off by default), PAGE_VIEW on load, on-load event. */
export default function SnapchatPixelForm(props: SettingsFormProps<SnapchatPixelProps>) {
  return (
    <PixelForm
      {...props}
      fields={{
        platform: platform.key,
        id: {
          key: 'pixelId',
          label: STRINGS.id,
          hint: STRINGS.idHint,
          placeholder: '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
          maxLength: 36,
        },
        switches: [
          { key: 'hashUserEmail', label: STRINGS.hashUserEmail, hint: STRINGS.hashUserEmailHint },
          { key: 'pageView', label: STRINGS.pageView },
        ],
      }}
    />
  );
}
