import { METHOD_NAMES } from '#modules/link-button/render-strings.ts';
import { type LinkButtonItem, type LinkButtonProps, schema } from '#modules/link-button/schema.ts';
import {
  ACTION_NAMES,
  FIXED_POSITION_NAMES,
  LINK_TYPE_NAMES,
  STRINGS,
} from '#modules/link-button/strings.ts';
import { BRAND_KEYS, BRANDS } from '#modules/shared/brands.ts';
import { AnimationField, EventTrackingFields } from '#modules/shared/form/controls.tsx';
import { FieldsForm, labelsIn, listField } from '#modules/shared/form/fields.tsx';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { translator } from '#modules/shared/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

const blankItem = (): LinkButtonItem => ({
  title: '',
  subtitle: '',
  icon: '',
  image: '',
  action: 'link',
  url: '',
  phone: '',
  method: 'whatsapp',
  account: '',
  message: '',
});

/** The chat apps that take a prefilled message. */
const TAKES_MESSAGE: readonly LinkButtonItem['method'][] = ['whatsapp', 'messenger', 'imessage'];

/** Link button settings: type, buttons with content and action, fixed placement, animation, colours, tracking. */
export default function LinkButtonForm({ lang, ...props }: SettingsFormProps<LinkButtonProps>) {
  const t = translator(STRINGS, lang);
  const iconLabels = {
    '': t('noIcon'),
    ...Object.fromEntries(BRAND_KEYS.map((key) => [key, BRANDS[key].name[lang]])),
  };
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        { select: 'linkType', label: t('linkType'), labels: labelsIn(LINK_TYPE_NAMES, lang) },
        {
          section: t('buttons'),
          fields: [
            listField<LinkButtonProps, 'items'>(
              'items',
              {
                item: (item, index) =>
                  item.title
                    ? `${t('itemTitle', { index: index + 1 })}: ${item.title}`
                    : t('itemTitle', { index: index + 1 }),
                addLabel: t('addItem'),
                refused: { min: KIT_MESSAGES.atLeastOneItem[lang] },
              },
              blankItem,
              // Picture buttons show the picture and no subtitle or icon; each action its own inputs.
              (_item, { linkType }) => [
                ...(linkType === 'image'
                  ? [{ image: 'image', label: t('image'), hint: t('imageHint') } as const]
                  : []),
                {
                  text: 'title',
                  label: linkType === 'image' ? t('imageAlt') : t('itemTitleField'),
                  hint: t('titleHint'),
                  capped: true,
                },
                ...(linkType === 'button'
                  ? ([
                      { text: 'subtitle', label: t('subtitle'), capped: true },
                      { select: 'icon', label: t('icon'), options: ['', ...BRAND_KEYS], labels: iconLabels },
                    ] as const)
                  : []),
                { select: 'action', label: t('action'), labels: labelsIn(ACTION_NAMES, lang) },
                {
                  when: (button) => button.action === 'link',
                  fields: [{ text: 'url', label: t('url'), type: 'url', placeholder: 'https://example.com' }],
                },
                {
                  when: (button) => button.action === 'call',
                  fields: [{ text: 'phone', label: t('phone'), type: 'tel' }],
                },
                {
                  when: (button) => button.action === 'communication',
                  fields: [
                    { select: 'method', label: t('method'), labels: labelsIn(METHOD_NAMES, lang) },
                    { text: 'account', label: t('account') },
                    {
                      when: (button) => TAKES_MESSAGE.includes(button.method),
                      fields: [{ textarea: 'message', label: t('message'), rows: 2 }],
                    },
                  ],
                },
              ],
            ),
          ],
        },
        {
          section: t('placement'),
          fields: [
            {
              custom: ({ value, set }) => (
                <AnimationField
                  value={value.animation}
                  onChange={(animation) => set({ animation })}
                  lang={lang}
                />
              ),
            },
            { toggle: 'fixed', label: t('fixed'), hint: t('fixedHint') },
            {
              when: (value) => value.fixed,
              fields: [
                {
                  select: 'fixedPosition',
                  label: t('fixedPosition'),
                  labels: labelsIn(FIXED_POSITION_NAMES, lang),
                },
              ],
            },
          ],
        },
        {
          section: t('colors'),
          fields: [
            { colour: 'backgroundColor', label: t('backgroundColor') },
            { colour: 'titleColor', label: t('titleColor') },
            { colour: 'subtitleColor', label: t('subtitleColor') },
            { colour: 'iconColor', label: t('iconColor') },
          ],
        },
        {
          custom: ({ value, set, errors }) => (
            <EventTrackingFields
              value={value.eventTracking}
              onChange={(eventTracking) => set({ eventTracking })}
              errors={errors}
              lang={lang}
            />
          ),
        },
      ]}
    />
  );
}
