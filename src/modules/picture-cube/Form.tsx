import { FieldsForm, listField } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { emptyCubeImage, type PictureCubeProps, schema } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the picture cube: style, pictures (image + link), corners, colour, x and y padding. */
export default function PictureCubeForm({ lang, ...props }: SettingsFormProps<PictureCubeProps>) {
  const t = STRINGS[lang];
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        { select: 'style', label: t.style, labels: t.styles },
        {
          section: t.pictures,
          fields: [
            listField<PictureCubeProps, 'images'>(
              'images',
              { item: t.picture, add: t.add, count: t.limit },
              emptyCubeImage,
              [
                { image: 'url', label: t.image, removable: false },
                { text: 'link', label: t.link, type: 'url', placeholder: 'https://' },
                { text: 'alt', label: t.alt, capped: true },
              ],
            ),
          ],
        },
        { select: 'backgroundStyle', label: t.backgroundStyle, labels: t.corners },
        { colour: 'color', label: t.color, optional: true },
        {
          row: [
            { number: 'paddingX', label: t.paddingX },
            { number: 'paddingY', label: t.paddingY },
          ],
        },
      ]}
    />
  );
}
