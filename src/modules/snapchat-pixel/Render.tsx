import { PixelCard } from '#modules/shared/PixelCard.tsx';
import { RENDER_STRINGS } from '#modules/snapchat-pixel/render-strings.ts';
import type { SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import type { RenderProps } from '#modules/types.ts';

/** Snap Pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<SnapchatPixelProps>) {
  return (
    <PixelCard
      mode={mode}
      lang={lang}
      title={RENDER_STRINGS.title[lang]}
      icon="snapchat"
      ids={props.pixelId ? [props.pixelId] : []}
    />
  );
}
