import { PixelCard } from '#modules/shared/PixelCard.tsx';
import { RENDER_STRINGS } from '#modules/tiktok-pixel/render-strings.ts';
import type { TiktokPixelProps } from '#modules/tiktok-pixel/schema.ts';
import type { RenderProps } from '#modules/types.ts';

/** TikTok pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<TiktokPixelProps>) {
  return (
    <PixelCard
      mode={mode}
      lang={lang}
      title={RENDER_STRINGS.title[lang]}
      icon="tiktok"
      ids={props.pixelId ? [props.pixelId] : []}
    />
  );
}
