import {
  ACTIONS,
  FIXED_POSITIONS,
  LINK_TYPES,
  type LinkButtonItem,
  type LinkButtonProps,
  MAX_ITEMS,
  METHODS,
} from '#modules/link-button/schema.ts';
import {
  ACTION_NAMES,
  FIXED_POSITION_NAMES,
  LINK_TYPE_NAMES,
  METHOD_NAMES,
  STRINGS,
} from '#modules/link-button/strings.ts';
import { BRAND_KEYS, BRANDS } from '#modules/shared/brands.ts';
import {
  AnimationField,
  CheckboxField,
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

/** Link button settings: type, buttons with content and action, fixed placement, animation, colours, tracking. */
export default function LinkButtonForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<LinkButtonProps>) {
  const t = translator(STRINGS, lang);
  const set = (patch: Partial<LinkButtonProps>) => onChange({ ...value, ...patch });
  const iconOptions: { value: string; label: string }[] = [
    { value: '', label: t('noIcon') },
    ...BRAND_KEYS.map((key) => ({ value: key, label: BRANDS[key].name[lang] })),
  ];

  return (
    <div className="lp-form">
      <SelectField
        label={t('linkType')}
        value={value.linkType}
        options={optionsOf(LINK_TYPES, LINK_TYPE_NAMES, lang)}
        onChange={(linkType) => set({ linkType })}
      />
      <Section title={t('buttons')}>
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
            item.title
              ? `${t('itemTitle', { index: index + 1 })}: ${item.title}`
              : t('itemTitle', { index: index + 1 })
          }
          renderItem={(item, index, update) => {
            const error = (field: keyof LinkButtonItem) => errors[`items.${index}.${field}`];
            return (
              <>
                {value.linkType === 'image' ? (
                  <>
                    <services.ImageField
                      label={t('image')}
                      hint={t('imageHint')}
                      value={item.image}
                      onChange={(image) => update({ ...item, image })}
                    />
                    {error('image') ? (
                      <p className="lp-form__error" role="alert">
                        {error('image')}
                      </p>
                    ) : null}
                  </>
                ) : null}
                <TextField
                  label={value.linkType === 'image' ? t('imageAlt') : t('itemTitleField')}
                  hint={t('titleHint')}
                  maxLength={60}
                  value={item.title}
                  onChange={(title) => update({ ...item, title })}
                  error={error('title')}
                />
                {value.linkType === 'button' ? (
                  <>
                    <TextField
                      label={t('subtitle')}
                      maxLength={100}
                      value={item.subtitle}
                      onChange={(subtitle) => update({ ...item, subtitle })}
                      error={error('subtitle')}
                    />
                    <SelectField
                      label={t('icon')}
                      value={item.icon}
                      options={iconOptions}
                      onChange={(icon) => update({ ...item, icon: icon as LinkButtonItem['icon'] })}
                      error={error('icon')}
                    />
                  </>
                ) : null}
                <SelectField
                  label={t('action')}
                  value={item.action}
                  options={optionsOf(ACTIONS, ACTION_NAMES, lang)}
                  onChange={(action) => update({ ...item, action })}
                />
                {item.action === 'link' ? (
                  <TextField
                    label={t('url')}
                    type="url"
                    placeholder="https://"
                    value={item.url}
                    onChange={(url) => update({ ...item, url })}
                    error={error('url')}
                  />
                ) : null}
                {item.action === 'call' ? (
                  <TextField
                    label={t('phone')}
                    type="tel"
                    value={item.phone}
                    onChange={(phone) => update({ ...item, phone })}
                    error={error('phone')}
                  />
                ) : null}
                {item.action === 'communication' ? (
                  <>
                    <SelectField
                      label={t('method')}
                      value={item.method}
                      options={optionsOf(METHODS, METHOD_NAMES, lang)}
                      onChange={(method) => update({ ...item, method })}
                    />
                    <TextField
                      label={t('account')}
                      value={item.account}
                      onChange={(account) => update({ ...item, account })}
                      error={error('account')}
                    />
                    {['whatsapp', 'messenger', 'imessage'].includes(item.method) ? (
                      <TextArea
                        label={t('message')}
                        rows={2}
                        value={item.message}
                        onChange={(message) => update({ ...item, message })}
                        error={error('message')}
                      />
                    ) : null}
                  </>
                ) : null}
              </>
            );
          }}
        />
      </Section>

      <Section title={t('placement')}>
        <AnimationField value={value.animation} onChange={(animation) => set({ animation })} lang={lang} />
        <CheckboxField
          label={t('fixed')}
          hint={t('fixedHint')}
          checked={value.fixed}
          onChange={(fixed) => set({ fixed })}
        />
        {value.fixed ? (
          <SelectField
            label={t('fixedPosition')}
            value={value.fixedPosition}
            options={optionsOf(FIXED_POSITIONS, FIXED_POSITION_NAMES, lang)}
            onChange={(fixedPosition) => set({ fixedPosition })}
          />
        ) : null}
      </Section>

      <Section title={t('colors')}>
        {(
          [
            ['backgroundColor', t('backgroundColor')],
            ['titleColor', t('titleColor')],
            ['subtitleColor', t('subtitleColor')],
            ['iconColor', t('iconColor')],
          ] as const
        ).map(([field, label]) => (
          <ColorField
            key={field}
            label={label}
            lang={lang}
            value={value[field]}
            onChange={(next) => set({ [field]: next })}
            error={errors[field]}
          />
        ))}
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
