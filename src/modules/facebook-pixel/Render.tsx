import { type FacebookPixelProps, pixelIds } from '#modules/facebook-pixel/schema.ts';
import { STRINGS } from '#modules/facebook-pixel/strings.ts';
import { PixelCard } from '#modules/shared/PixelCard.tsx';
import type { RenderProps } from '#modules/types.ts';

/** Facebook pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<FacebookPixelProps>) {
  return (
    <PixelCard mode={mode} lang={lang} title={STRINGS.title[lang]} icon="facebook" ids={pixelIds(props)} />
  );
}
