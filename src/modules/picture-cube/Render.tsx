import type { RenderMode, RenderProps } from '#modules/types.ts';
import type { CubeImage, PictureCubeProps } from './schema.ts';

function Picture({ image, mode }: { image: CubeImage; mode: RenderMode }) {
  const picture = image.url ? (
    <img className="lp-picture-cube__img" src={image.url} alt={image.alt} loading="lazy" decoding="async" />
  ) : (
    <span className="lp-picture-cube__empty" aria-hidden="true" />
  );
  // In the builder a tap selects the module, so links only navigate in preview and on published pages.
  if (image.link && mode !== 'builder') {
    return (
      <a className="lp-picture-cube__cell" href={image.link} target="_blank" rel="noopener nofollow">
        {picture}
      </a>
    );
  }
  return <div className="lp-picture-cube__cell">{picture}</div>;
}

/** Pictures in one of six layouts. Static: no JavaScript. */
export function Render({ props, mode }: RenderProps<PictureCubeProps>) {
  return (
    <div
      className={`lp-picture-cube lp-picture-cube--${props.style} lp-picture-cube--${props.backgroundStyle}`}
      style={{
        padding: `${props.paddingY}px ${props.paddingX}px`,
        columnGap: props.paddingX,
        rowGap: props.paddingY,
        background: props.color || undefined,
      }}
    >
      {props.images.map((image, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pictures have no ids and may repeat; order is the identity
        <Picture key={index} image={image} mode={mode} />
      ))}
    </div>
  );
}

export default Render;
