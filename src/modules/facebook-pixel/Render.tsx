import { RENDER_STRINGS } from '#modules/facebook-pixel/render-strings.ts';
import { type FacebookPixelProps, pixelIds } from '#modules/facebook-pixel/schema.ts';
import { PixelCard } from '#modules/shared/PixelCard.tsx';
import type { RenderProps } from '#modules/types.ts';

/** Facebook pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<FacebookPixelProps>) {
  return (
    <PixelCard
      mode={mode}
      lang={lang}
      title={RENDER_STRINGS.title[lang]}
      icon="facebook"
      ids={pixelIds(props)}
    />
  );
}
