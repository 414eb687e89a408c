import { platform } from '#modules/reddit-pixel/pixel.ts';
import type { RedditPixelProps } from '#modules/reddit-pixel/schema.ts';
import { STRINGS } from '#modules/reddit-pixel/strings.ts';
import { PixelForm } from '#modules/shared/pixel-form.tsx';
import type { SettingsFormProps } from '#modules/types.ts';

/** Reddit Pixel settings: advertiser ID, PageVisit on load, an extra on-load event. */
export default function RedditPixelForm(props: SettingsFormProps<RedditPixelProps>) {
  return (
    <PixelForm
      {...props}
      fields={{
        platform: platform.key,
        id: {
          key: 'advertiserId',
          label: STRINGS.id,
          hint: STRINGS.idHint,
          placeholder: 'a2_abcdef123456',
          maxLength: 40,
        },
        switches: [{ key: 'pageVisit', label: STRINGS.pageVisit }],
      }}
    />
  );
}
