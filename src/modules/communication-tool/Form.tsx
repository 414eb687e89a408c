import { CONTACT_NAMES } from '#core/contact-links.ts';
import {
  type CommunicationItem,
  type CommunicationToolProps,
  fieldsOf,
  schema,
} from '#modules/communication-tool/schema.ts';
import {
  BUTTON_STYLE_NAMES,
  BUTTON_TYPE_NAMES,
  COLOR_TYPE_NAMES,
  STRINGS,
} from '#modules/communication-tool/strings.ts';
import { EventTrackingFields } from '#modules/shared/form/controls.tsx';
import { FieldsForm, labelsIn, listField } from '#modules/shared/form/fields.tsx';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { translator } from '#modules/shared/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

const blankItem = (): CommunicationItem => ({
  channel: 'whatsapp',
  label: '',
  userName: '',
  mobile: '',
  message: '',
  url: '',
});

/** Communication tool settings: items with their channel and contact fields, button look, colours, tracking. */
export default function CommunicationToolForm({ lang, ...props }: SettingsFormProps<CommunicationToolProps>) {
  const t = translator(STRINGS, lang);
  const channelNames = labelsIn(CONTACT_NAMES, lang);
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          section: t('items'),
          fields: [
            listField<CommunicationToolProps, 'items'>(
              'items',
              {
                item: (item, index) =>
                  t('itemTitle', { index: index + 1, name: channelNames[item.channel] ?? '' }),
                addLabel: t('addItem'),
                refused: { min: KIT_MESSAGES.atLeastOneItem[lang] },
              },
              blankItem,
              // Each channel shows only the inputs its link uses (fieldsOf).
              (item) => {
                const uses = fieldsOf(item.channel);
                return [
                  { select: 'channel', label: t('channel'), labels: channelNames },
                  { text: 'label', label: t('label'), hint: t('labelHint'), capped: true },
                  ...(uses.userName
                    ? [
                        item.channel === 'email'
                          ? ({ text: 'userName', label: t('userNameEmail'), type: 'email' } as const)
                          : ({
                              text: 'userName',
                              label: item.channel === 'imessage' ? t('userNameApple') : t('userName'),
                            } as const),
                      ]
                    : []),
                  ...(uses.mobile
                    ? [
                        {
                          text: 'mobile',
                          label: t('mobile'),
                          type: 'tel',
                          placeholder: '+85212345678',
                        } as const,
                      ]
                    : []),
                  ...(uses.message ? [{ textarea: 'message', label: t('message'), rows: 2 } as const] : []),
                  { text: 'url', label: t('url'), hint: t('urlHint'), type: 'url' },
                ];
              },
            ),
          ],
        },
        {
          section: t('appearance'),
          fields: [
            {
              grid: [
                { select: 'buttonType', label: t('buttonType'), labels: labelsIn(BUTTON_TYPE_NAMES, lang) },
                {
                  select: 'buttonStyle',
                  label: t('buttonStyle'),
                  labels: labelsIn(BUTTON_STYLE_NAMES, lang),
                },
                { select: 'colorType', label: t('colorType'), labels: labelsIn(COLOR_TYPE_NAMES, lang) },
              ],
            },
            {
              // Custom colours, unless the buttons wear their brand.
              when: (value) => value.colorType === 'custom' && value.buttonType !== 'brand',
              fields: [
                { colour: 'backgroundColor', label: t('backgroundColor') },
                { colour: 'textColor', label: t('textColor') },
                { colour: 'iconColor', label: t('iconColor') },
              ],
            },
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
