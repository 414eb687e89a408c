import { CONTACT_NAMES } from '#core/contact-links.ts';
import { CONTACT_COMPONENTS } from '#core/contracts/site-config.ts';
import {
  BUTTON_STYLES,
  BUTTON_TYPES,
  COLOR_TYPES,
  type CommunicationItem,
  type CommunicationToolProps,
  fieldsOf,
  MAX_ITEMS,
} from '#modules/communication-tool/schema.ts';
import {
  BUTTON_STYLE_NAMES,
  BUTTON_TYPE_NAMES,
  COLOR_TYPE_NAMES,
  STRINGS,
} from '#modules/communication-tool/strings.ts';
import {
  ColorField,
  EventTrackingFields,
  ListEditor,
  optionsOf,
  Section,
  SelectField,
  TextArea,
  TextField,
} from '#modules/shared/form/controls.tsx';
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
export default function CommunicationToolForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<CommunicationToolProps>) {
  const t = translator(STRINGS, lang);
  const set = (patch: Partial<CommunicationToolProps>) => onChange({ ...value, ...patch });
  const custom = value.colorType === 'custom' && value.buttonType !== 'brand';

  return (
    <div className="lp-form">
      <Section title={t('items')}>
        <ListEditor
          items={value.items}
          lang={lang}
          min={1}
          minMessage={KIT_MESSAGES.atLeastOneItem[lang]}
          max={MAX_ITEMS}
          error={errors.items}
          addLabel={t('addItem')}
          create={blankItem}
          onChange={(items) => set({ items })}
          itemTitle={(item, index) =>
            t('itemTitle', { index: index + 1, name: CONTACT_NAMES[item.channel][lang] })
          }
          renderItem={(item, index, update) => {
            const fields = fieldsOf(item.channel);
            const error = (field: keyof CommunicationItem) => errors[`items.${index}.${field}`];
            return (
              <>
                <SelectField
                  label={t('channel')}
                  value={item.channel}
                  options={optionsOf(CONTACT_COMPONENTS, CONTACT_NAMES, lang)}
                  onChange={(channel) => update({ ...item, channel })}
                />
                <TextField
                  label={t('label')}
                  hint={t('labelHint')}
                  maxLength={40}
                  value={item.label}
                  onChange={(label) => update({ ...item, label })}
                  error={error('label')}
                />
                {fields.userName ? (
                  <TextField
                    label={
                      item.channel === 'email'
                        ? t('userNameEmail')
                        : item.channel === 'imessage'
                          ? t('userNameApple')
                          : t('userName')
                    }
                    type={item.channel === 'email' ? 'email' : 'text'}
                    value={item.userName}
                    onChange={(userName) => update({ ...item, userName })}
                    error={error('userName')}
                  />
                ) : null}
                {fields.mobile ? (
                  <TextField
                    label={t('mobile')}
                    type="tel"
                    value={item.mobile}
                    onChange={(mobile) => update({ ...item, mobile })}
                    error={error('mobile')}
                  />
                ) : null}
                {fields.message ? (
                  <TextArea
                    label={t('message')}
                    rows={2}
                    value={item.message}
                    onChange={(message) => update({ ...item, message })}
                    error={error('message')}
                  />
                ) : null}
                <TextField
                  label={t('url')}
                  hint={t('urlHint')}
                  type="url"
                  value={item.url}
                  onChange={(url) => update({ ...item, url })}
                  error={error('url')}
                />
              </>
            );
          }}
        />
      </Section>

      <Section title={t('appearance')}>
        <div className="lp-form__grid">
          <SelectField
            label={t('buttonType')}
            value={value.buttonType}
            options={optionsOf(BUTTON_TYPES, BUTTON_TYPE_NAMES, lang)}
            onChange={(buttonType) => set({ buttonType })}
          />
          <SelectField
            label={t('buttonStyle')}
            value={value.buttonStyle}
            options={optionsOf(BUTTON_STYLES, BUTTON_STYLE_NAMES, lang)}
            onChange={(buttonStyle) => set({ buttonStyle })}
          />
          <SelectField
            label={t('colorType')}
            value={value.colorType}
            options={optionsOf(COLOR_TYPES, COLOR_TYPE_NAMES, lang)}
            onChange={(colorType) => set({ colorType })}
          />
        </div>
        {custom ? (
          <>
            <ColorField
              label={t('backgroundColor')}
              lang={lang}
              value={value.backgroundColor}
              onChange={(backgroundColor) => set({ backgroundColor })}
              error={errors.backgroundColor}
            />
            <ColorField
              label={t('textColor')}
              lang={lang}
              value={value.textColor}
              onChange={(textColor) => set({ textColor })}
              error={errors.textColor}
            />
            <ColorField
              label={t('iconColor')}
              lang={lang}
              value={value.iconColor}
              onChange={(iconColor) => set({ iconColor })}
              error={errors.iconColor}
            />
          </>
        ) : null}
      </Section>

      <EventTrackingFields
        value={value.eventTracking}
        onChange={(eventTracking) => set({ eventTracking })}
        errors={errors}
        lang={lang}
      />
    </div>
  );
}
