import type { Lang } from '#core/i18n/lang.ts';
import {
  BADGE_ANIMATIONS,
  BADGE_POSITIONS,
  BUTTON_ICONS,
  BUTTON_SIZES,
  type ChatChannel,
  type ChatWidgetProps,
  LABEL_POSITIONS,
  LAYOUTS,
  MAX_CHANNELS,
  newChannel,
  POSITIONS,
  SHAPES,
  WELCOME_POSITIONS,
  WIDGET_ANIMATIONS,
} from '#modules/chat-widget/schema.ts';
import {
  ANIMATION_NAMES,
  BADGE_ANIMATION_NAMES,
  BADGE_POSITION_NAMES,
  BUTTON_ICON_NAMES,
  LABEL_POSITION_NAMES,
  LAYOUT_NAMES,
  POSITION_NAMES,
  SHAPE_NAMES,
  SIZE_NAMES,
  STRINGS,
  WELCOME_POSITION_NAMES,
} from '#modules/chat-widget/strings.ts';
import { BRAND_KEYS, BRANDS, isBrandKey } from '#modules/shared/brands.ts';
import {
  CHANNEL_ICON,
  CHANNEL_TYPES,
  CHANNEL_VALUE_HINT,
  type ChannelType,
} from '#modules/shared/channels.ts';
import {
  CheckboxField,
  ColorField,
  EventTrackingFields,
  ListEditor,
  NumberField,
  optionsOf,
  Section,
  SelectField,
  TextArea,
  TextField,
} from '#modules/shared/form/controls.tsx';
import { translator } from '#modules/shared/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

const CHANNEL_NAMES = Object.fromEntries(
  CHANNEL_TYPES.map((type) => [type, BRANDS[CHANNEL_ICON[type]].name]),
) as Record<ChannelType, { 'zh-cn': string; en: string }>;

/** Select value standing for "an uploaded image" (not a brand key). */
const IMAGE_ICON = '__image__';

function channelOf(type: ChannelType, lang: Lang): ChatChannel {
  const brand = BRANDS[CHANNEL_ICON[type]];
  return newChannel(type, brand.color, brand.name[lang]);
}

/** Chat widget settings: every option of spec section 3 "Chat Widget". */
export default function ChatWidgetForm({
  value,
  onChange,
  errors,
  lang,
  services,
}: SettingsFormProps<ChatWidgetProps>) {
  const t = translator(STRINGS, lang);
  const set = (patch: Partial<ChatWidgetProps>) => onChange({ ...value, ...patch });
  const setWelcome = (patch: Partial<ChatWidgetProps['welcome']>) =>
    set({ welcome: { ...value.welcome, ...patch } });
  const setBadge = (patch: Partial<ChatWidgetProps['badge']>) => set({ badge: { ...value.badge, ...patch } });
  const setPolling = (patch: Partial<ChatWidgetProps['polling']>) =>
    set({ polling: { ...value.polling, ...patch } });

  return (
    <div className="lp-form">
      <Section title={t('placement')}>
        <SelectField
          label={t('position')}
          value={value.position}
          options={optionsOf(POSITIONS, POSITION_NAMES, lang)}
          onChange={(position) => set({ position })}
          error={errors.position}
        />
        <div className="lp-form__grid">
          <NumberField
            label={t('offsetX')}
            value={value.offsetX}
            min={0}
            max={100}
            onChange={(offsetX) => set({ offsetX })}
            error={errors.offsetX}
          />
          <NumberField
            label={t('offsetY')}
            value={value.offsetY}
            min={0}
            max={100}
            onChange={(offsetY) => set({ offsetY })}
            error={errors.offsetY}
          />
          <NumberField
            label={t('zIndex')}
            value={value.zIndex}
            min={1}
            max={99_999}
            onChange={(zIndex) => set({ zIndex })}
            error={errors.zIndex}
          />
        </div>
      </Section>

      <Section title={t('mainButton')}>
        <ColorField
          label={t('buttonColor')}
          lang={lang}
          value={value.buttonColor}
          onChange={(buttonColor) => set({ buttonColor })}
          error={errors.buttonColor}
        />
        <div className="lp-form__grid">
          <SelectField
            label={t('buttonIcon')}
            value={value.buttonIcon}
            options={optionsOf(BUTTON_ICONS, BUTTON_ICON_NAMES, lang)}
            onChange={(buttonIcon) => set({ buttonIcon })}
          />
          <SelectField
            label={t('buttonSize')}
            value={value.buttonSize}
            options={optionsOf(BUTTON_SIZES, SIZE_NAMES, lang)}
            onChange={(buttonSize) => set({ buttonSize })}
          />
          <SelectField
            label={t('shape')}
            value={value.shape}
            options={optionsOf(SHAPES, SHAPE_NAMES, lang)}
            onChange={(shape) => set({ shape })}
          />
          <SelectField
            label={t('animation')}
            value={value.animation}
            options={optionsOf(WIDGET_ANIMATIONS, ANIMATION_NAMES, lang)}
            onChange={(animation) => set({ animation })}
          />
        </div>
        <CheckboxField
          label={t('autoClose')}
          checked={value.autoClose}
          onChange={(autoClose) => set({ autoClose })}
        />
        {value.autoClose ? (
          <NumberField
            label={t('closeDelay')}
            value={value.closeDelay}
            min={1000}
            max={10_000}
            step={500}
            onChange={(closeDelay) => set({ closeDelay })}
            error={errors.closeDelay}
          />
        ) : null}
      </Section>

      <Section title={t('channels')}>
        <div className="lp-form__grid">
          <SelectField
            label={t('channelLayout')}
            value={value.channelLayout}
            options={optionsOf(LAYOUTS, LAYOUT_NAMES, lang)}
            onChange={(channelLayout) => set({ channelLayout })}
          />
          <SelectField
            label={t('labelPosition')}
            value={value.labelPosition}
            options={optionsOf(LABEL_POSITIONS, LABEL_POSITION_NAMES, lang)}
            onChange={(labelPosition) => set({ labelPosition })}
          />
        </div>
        <CheckboxField
          label={t('showLabel')}
          checked={value.showLabel}
          onChange={(showLabel) => set({ showLabel })}
        />
        <ListEditor
          items={value.channels}
          lang={lang}
          max={MAX_CHANNELS}
          error={errors.channels}
          addLabel={t('addChannel')}
          create={() => channelOf('whatsapp', lang)}
          onChange={(channels) => set({ channels })}
          itemTitle={(channel, index) =>
            t('channelItem', { index: index + 1, name: CHANNEL_NAMES[channel.type][lang] })
          }
          renderItem={(channel, index, update) => (
            <>
              <SelectField
                label={t('channelType')}
                value={channel.type}
                options={optionsOf(CHANNEL_TYPES, CHANNEL_NAMES, lang)}
                onChange={(type) => {
                  const fresh = channelOf(type, lang);
                  update({ ...fresh, value: channel.value, enabled: channel.enabled });
                }}
              />
              <TextField
                label={t('channelValue')}
                hint={CHANNEL_VALUE_HINT[channel.type][lang]}
                {...(channel.type === 'whatsapp' || channel.type === 'phone'
                  ? { placeholder: '+85212345678' }
                  : {})}
                value={channel.value}
                onChange={(next) => update({ ...channel, value: next })}
                error={errors[`channels.${index}.value`]}
              />
              <TextField
                label={t('channelLabel')}
                value={channel.label}
                maxLength={40}
                onChange={(label) => update({ ...channel, label })}
                error={errors[`channels.${index}.label`]}
              />
              <SelectField
                label={t('channelIcon')}
                value={isBrandKey(channel.icon) ? channel.icon : IMAGE_ICON}
                options={[
                  ...BRAND_KEYS.map((key) => ({ value: key, label: BRANDS[key].name[lang] })),
                  { value: IMAGE_ICON, label: t('channelIconImage') },
                ]}
                onChange={(icon) => update({ ...channel, icon: icon === IMAGE_ICON ? '' : icon })}
                error={errors[`channels.${index}.icon`]}
              />
              {isBrandKey(channel.icon) ? null : (
                <services.ImageField
                  label={t('channelIconImage')}
                  hint={t('channelIconHint')}
                  value={channel.icon}
                  onChange={(icon) => update({ ...channel, icon })}
                />
              )}
              <ColorField
                label={t('channelColor')}
                lang={lang}
                value={channel.color}
                onChange={(color) => update({ ...channel, color })}
                error={errors[`channels.${index}.color`]}
              />
              <CheckboxField
                label={t('channelEnabled')}
                checked={channel.enabled}
                onChange={(enabled) => update({ ...channel, enabled })}
              />
            </>
          )}
        />
      </Section>

      <Section title={t('welcome')}>
        <CheckboxField
          label={t('welcomeShow')}
          checked={value.welcome.show}
          onChange={(show) => setWelcome({ show })}
        />
        {value.welcome.show ? (
          <>
            <TextArea
              label={t('welcomeText')}
              placeholder={t('welcomeDefault')}
              value={value.welcome.text}
              onChange={(text) => setWelcome({ text })}
              error={errors['welcome.text']}
            />
            <SelectField
              label={t('welcomePosition')}
              value={value.welcome.position}
              options={optionsOf(WELCOME_POSITIONS, WELCOME_POSITION_NAMES, lang)}
              onChange={(position) => setWelcome({ position })}
            />
            <div className="lp-form__grid">
              <NumberField
                label={t('welcomeDelay')}
                value={value.welcome.delay}
                min={0}
                max={60}
                onChange={(delay) => setWelcome({ delay })}
                error={errors['welcome.delay']}
              />
              <NumberField
                label={t('welcomeCycle')}
                value={value.welcome.cycleInterval}
                min={0}
                max={3600}
                onChange={(cycleInterval) => setWelcome({ cycleInterval })}
                error={errors['welcome.cycleInterval']}
              />
            </div>
            <CheckboxField
              label={t('welcomeAutoClose')}
              checked={value.welcome.autoClose}
              onChange={(autoClose) => setWelcome({ autoClose })}
            />
            {value.welcome.autoClose ? (
              <NumberField
                label={t('welcomeCloseDelay')}
                value={value.welcome.closeDelay}
                min={1}
                max={60}
                onChange={(closeDelay) => setWelcome({ closeDelay })}
                error={errors['welcome.closeDelay']}
              />
            ) : null}
          </>
        ) : null}
      </Section>

      <Section title={t('badge')}>
        <CheckboxField
          label={t('badgeShow')}
          checked={value.badge.show}
          onChange={(show) => setBadge({ show })}
        />
        {value.badge.show ? (
          <>
            <TextField
              label={t('badgeText')}
              value={value.badge.text}
              maxLength={4}
              onChange={(text) => setBadge({ text })}
              error={errors['badge.text']}
            />
            <ColorField
              label={t('badgeColor')}
              lang={lang}
              value={value.badge.color}
              onChange={(color) => setBadge({ color })}
              error={errors['badge.color']}
            />
            <ColorField
              label={t('badgeBackground')}
              lang={lang}
              value={value.badge.background}
              onChange={(background) => setBadge({ background })}
              error={errors['badge.background']}
            />
            <div className="lp-form__grid">
              <SelectField
                label={t('badgePosition')}
                value={value.badge.position}
                options={optionsOf(BADGE_POSITIONS, BADGE_POSITION_NAMES, lang)}
                onChange={(position) => setBadge({ position })}
              />
              <SelectField
                label={t('badgeAnimation')}
                value={value.badge.animation}
                options={optionsOf(BADGE_ANIMATIONS, BADGE_ANIMATION_NAMES, lang)}
                onChange={(animation) => setBadge({ animation })}
              />
            </div>
          </>
        ) : null}
      </Section>

      <Section title={t('polling')}>
        <CheckboxField
          label={t('pollingEnabled')}
          hint={t('pollingHint')}
          checked={value.polling.enabled}
          onChange={(enabled) => setPolling({ enabled })}
        />
        {value.polling.enabled ? (
          <TextArea
            label={t('pollingAccounts')}
            rows={4}
            value={value.polling.accounts}
            onChange={(accounts) => setPolling({ accounts })}
            error={errors['polling.accounts']}
          />
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
