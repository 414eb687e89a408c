import { RENDER_STRINGS } from '#modules/reddit-pixel/render-strings.ts';
import type { RedditPixelProps } from '#modules/reddit-pixel/schema.ts';
import { PixelCard } from '#modules/shared/PixelCard.tsx';
import type { RenderProps } from '#modules/types.ts';

/** Reddit Pixel: nothing on published pages (issue 5 injects the base code); a labelled card elsewhere. */
export function Render({ props, mode, lang }: RenderProps<RedditPixelProps>) {
  return (
    <PixelCard
      mode={mode}
      lang={lang}
      title={RENDER_STRINGS.title[lang]}
      icon="reddit"
      ids={props.advertiserId ? [props.advertiserId] : []}
    />
  );
}
