import { PixelCard } from '#modules/shared/PixelCard.tsx';
import type { SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import { STRINGS } from '#modules/snapchat-pixel/strings.ts';
import type { RenderProps } from '#modules/types.ts';

/** Snap Pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<SnapchatPixelProps>) {
  return (
    <PixelCard
      mode={mode}
      lang={lang}
      title={STRINGS.title[lang]}
      icon="snapchat"
      ids={props.pixelId ? [props.pixelId] : []}
    />
  );
}
