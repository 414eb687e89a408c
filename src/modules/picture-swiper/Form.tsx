import { format } from '#core/i18n/lang.ts';
import {
  AddButton,
  ColorField,
  ItemTools,
  ListError,
  Section,
  SelectField,
  TextField,
  useBoundMessage,
} from '#modules/shared/form/controls.tsx';
import { moveItem, removeItem, replaceItem } from '#modules/shared/schema-kit.ts';
import type { SettingsFormProps } from '#modules/types.ts';
import {
  emptySlide,
  PAGINATION_STYLES,
  type PictureSwiperProps,
  SWIPER_MAX,
  SWIPER_MESSAGES,
  SWIPER_MIN,
  SWIPER_RATIOS,
  SWIPER_STYLES,
  type SwiperSlide,
  TITLE_ALIGNS,
} from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the picture swiper: 1 to 10 pictures (title, picture, link), style, pagination, title align. */
export default function PictureSwiperForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<PictureSwiperProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof PictureSwiperProps>(key: K, next: PictureSwiperProps[K]) =>
    onChange({ ...value, [key]: next });
  const setSlide = (index: number, patch: Partial<SwiperSlide>) => {
    const current = value.pictures[index];
    if (current) set('pictures', replaceItem(value.pictures, index, { ...current, ...patch }));
  };
  // "1 to 10 pictures": removing the last or adding an eleventh is refused with the rule's message.
  const [refused, setRefused] = useBoundMessage(value.pictures);
  const refuse = () => setRefused(SWIPER_MESSAGES.count[lang]);
  return (
    <div className="lp-form">
      <Section title={t.pictures}>
        <ListError error={errors.pictures} />
        <ListError error={refused} />
        {value.pictures.map((slide, index) => {
          const name = format(t.picture, { index: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids; order is the identity
            <div className="lp-form__item" key={index}>
              <div className="lp-form__item-head">
                <span>{name}</span>
                <ItemTools
                  lang={lang}
                  index={index}
                  count={value.pictures.length}
                  name={name}
                  minCount={SWIPER_MIN}
                  onRemoveRefused={refuse}
                  onMove={(by) => set('pictures', moveItem(value.pictures, index, by))}
                  onRemove={() => set('pictures', removeItem(value.pictures, index))}
                />
              </div>
              <services.ImageField
                label={t.image}
                hint={t.hint}
                value={slide.image}
                removable={false}
                onChange={(image) => setSlide(index, { image })}
              />
              <ListError error={errors[`pictures.${index}.image`]} />
              <TextField
                label={t.title}
                value={slide.title}
                maxLength={60}
                error={errors[`pictures.${index}.title`]}
                onChange={(title) => setSlide(index, { title })}
              />
              <TextField
                label={t.url}
                type="url"
                value={slide.url}
                placeholder="https://"
                error={errors[`pictures.${index}.url`]}
                onChange={(url) => setSlide(index, { url })}
              />
            </div>
          );
        })}
        <div className="lp-form__item-head">
          <span className="lp-form__hint">{format(t.limit, { count: value.pictures.length })}</span>
          <AddButton
            className="lp-form__button lp-form__button--primary"
            label={t.add}
            full={value.pictures.length >= SWIPER_MAX}
            onAdd={() => set('pictures', [...value.pictures, emptySlide()])}
            onRefused={refuse}
          />
        </div>
      </Section>
      <div className="lp-form__row">
        <SelectField
          label={t.swiperStyle}
          value={value.swiperStyle}
          options={SWIPER_STYLES.map((option) => ({ value: option, label: t.swiperStyles[option] }))}
          error={errors.swiperStyle}
          onChange={(next) => set('swiperStyle', next)}
        />
        <SelectField
          label={t.ratio}
          value={value.ratio}
          options={SWIPER_RATIOS.map((option) => ({ value: option, label: option }))}
          error={errors.ratio}
          onChange={(next) => set('ratio', next)}
        />
      </div>
      <div className="lp-form__row">
        <SelectField
          label={t.paginationStyle}
          value={value.paginationStyle}
          options={PAGINATION_STYLES.map((option) => ({ value: option, label: t.paginationStyles[option] }))}
          error={errors.paginationStyle}
          onChange={(next) => set('paginationStyle', next)}
        />
        <SelectField
          label={t.titleAlign}
          value={value.titleAlign}
          options={TITLE_ALIGNS.map((option) => ({ value: option, label: t.aligns[option] }))}
          error={errors.titleAlign}
          onChange={(next) => set('titleAlign', next)}
        />
      </div>
      <ColorField
        label={t.paginationColor}
        lang={lang}
        value={value.paginationColor}
        error={errors.paginationColor}
        onChange={(next) => set('paginationColor', next)}
      />
    </div>
  );
}
