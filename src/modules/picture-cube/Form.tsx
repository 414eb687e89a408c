import { format } from '#core/i18n/lang.ts';
import {
  ColorField,
  ItemTools,
  ListError,
  NumberField,
  Section,
  SelectField,
  TextField,
} from '#modules/shared/form/controls.tsx';
import { moveItem, removeItem, replaceItem } from '#modules/shared/schema-kit.ts';
import type { SettingsFormProps } from '#modules/types.ts';
import {
  CUBE_CORNERS,
  CUBE_MAX,
  CUBE_STYLES,
  type CubeImage,
  emptyCubeImage,
  type PictureCubeProps,
} from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the picture cube: style, pictures (image + link), corners, colour, x and y padding. */
export default function PictureCubeForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<PictureCubeProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof PictureCubeProps>(key: K, next: PictureCubeProps[K]) =>
    onChange({ ...value, [key]: next });
  const setImage = (index: number, patch: Partial<CubeImage>) => {
    const current = value.images[index];
    if (current) set('images', replaceItem(value.images, index, { ...current, ...patch }));
  };
  return (
    <div className="lp-form">
      <SelectField
        label={t.style}
        value={value.style}
        options={CUBE_STYLES.map((option) => ({ value: option, label: t.styles[option] }))}
        error={errors.style}
        onChange={(next) => set('style', next)}
      />
      <Section title={t.pictures}>
        <ListError error={errors.images} />
        {value.images.map((image, index) => {
          const name = format(t.picture, { index: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: pictures have no ids; order is the identity
            <div className="lp-form__item" key={index}>
              <div className="lp-form__item-head">
                <span>{name}</span>
                <ItemTools
                  lang={lang}
                  index={index}
                  count={value.images.length}
                  name={name}
                  minCount={1}
                  onMove={(by) => set('images', moveItem(value.images, index, by))}
                  onRemove={() => set('images', removeItem(value.images, index))}
                />
              </div>
              <services.ImageField
                label={t.image}
                value={image.url}
                removable={false}
                onChange={(url) => setImage(index, { url })}
              />
              <ListError error={errors[`images.${index}.url`]} />
              <TextField
                label={t.link}
                type="url"
                value={image.link}
                placeholder="https://"
                error={errors[`images.${index}.link`]}
                onChange={(link) => setImage(index, { link })}
              />
              <TextField
                label={t.alt}
                value={image.alt}
                maxLength={120}
                error={errors[`images.${index}.alt`]}
                onChange={(alt) => setImage(index, { alt })}
              />
            </div>
          );
        })}
        <div className="lp-form__item-head">
          <span className="lp-form__hint">{format(t.limit, { count: value.images.length })}</span>
          <button
            type="button"
            className="lp-form__button lp-form__button--primary"
            disabled={value.images.length >= CUBE_MAX}
            onClick={() => set('images', [...value.images, emptyCubeImage()])}
          >
            {t.add}
          </button>
        </div>
      </Section>
      <SelectField
        label={t.backgroundStyle}
        value={value.backgroundStyle}
        options={CUBE_CORNERS.map((option) => ({ value: option, label: t.corners[option] }))}
        error={errors.backgroundStyle}
        onChange={(next) => set('backgroundStyle', next)}
      />
      <ColorField
        label={t.color}
        lang={lang}
        optional
        value={value.color}
        error={errors.color}
        onChange={(next) => set('color', next)}
      />
      <div className="lp-form__row">
        <NumberField
          label={t.paddingX}
          value={value.paddingX}
          min={0}
          max={100}
          error={errors.paddingX}
          onChange={(next) => set('paddingX', next)}
        />
        <NumberField
          label={t.paddingY}
          value={value.paddingY}
          min={0}
          max={100}
          error={errors.paddingY}
          onChange={(next) => set('paddingY', next)}
        />
      </div>
    </div>
  );
}
