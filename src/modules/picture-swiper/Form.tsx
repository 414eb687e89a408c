import { FieldsForm, listField } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { emptySlide, type PictureSwiperProps, SWIPER_MESSAGES, schema } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the picture swiper: 1 to 10 pictures (title, picture, link), style, pagination, title align. */
export default function PictureSwiperForm({ lang, ...props }: SettingsFormProps<PictureSwiperProps>) {
  const t = STRINGS[lang];
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          section: t.pictures,
          fields: [
            // "1 to 10 pictures": removing the last or adding an eleventh is refused with the rule's message.
            listField<PictureSwiperProps, 'pictures'>(
              'pictures',
              { item: t.picture, add: t.add, count: t.limit, refused: SWIPER_MESSAGES.count[lang] },
              emptySlide,
              [
                { image: 'image', label: t.image, hint: t.hint, removable: false },
                { text: 'title', label: t.title, capped: true },
                { text: 'url', label: t.url, type: 'url', placeholder: 'https://' },
              ],
            ),
          ],
        },
        {
          row: [
            { select: 'swiperStyle', label: t.swiperStyle, labels: t.swiperStyles },
            { select: 'ratio', label: t.ratio },
          ],
        },
        {
          row: [
            { select: 'paginationStyle', label: t.paginationStyle, labels: t.paginationStyles },
            { select: 'titleAlign', label: t.titleAlign, labels: t.aligns },
          ],
        },
        { colour: 'paginationColor', label: t.paginationColor },
      ]}
    />
  );
}
