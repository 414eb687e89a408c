import { BRANDS } from '#modules/shared/brands.ts';
import {
  CheckboxField,
  ListEditor,
  NumberField,
  optionsOf,
  Section,
  SelectField,
  TextField,
} from '#modules/shared/form/controls.tsx';
import { translator } from '#modules/shared/strings.ts';
import {
  HOVER_EFFECTS,
  LAYOUTS,
  MAX_PLATFORMS,
  PLATFORMS,
  POSITIONS,
  SHAPES,
  SIZES,
  SOCIAL_MESSAGES,
  type SocialPlatform,
  type SocialProps,
} from '#modules/social/schema.ts';
import {
  HOVER_NAMES,
  LAYOUT_NAMES,
  POSITION_NAMES,
  SHAPE_NAMES,
  SIZE_NAMES,
  STRINGS,
} from '#modules/social/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

const PLATFORM_NAMES = Object.fromEntries(PLATFORMS.map((key) => [key, BRANDS[key].name])) as Record<
  SocialPlatform['platform'],
  { 'zh-cn': string; en: string }
>;

/** Social settings: platforms (at most 5), layout and look, inline or floating placement. */
export default function SocialForm({ value, onChange, errors, lang }: SettingsFormProps<SocialProps>) {
  const t = translator(STRINGS, lang);
  const set = (patch: Partial<SocialProps>) => onChange({ ...value, ...patch });
  const unused =
    PLATFORMS.find((key) => !value.platforms.some((platform) => platform.platform === key)) ?? 'website';

  return (
    <div className="lp-form">
      <Section title={t('platforms')}>
        <ListEditor
          items={value.platforms}
          lang={lang}
          max={MAX_PLATFORMS}
          maxMessage={SOCIAL_MESSAGES.max[lang]}
          error={errors.platforms}
          addLabel={t('addPlatform')}
          create={() => ({ platform: unused, url: '', label: '', enabled: true })}
          onChange={(platforms) => set({ platforms })}
          itemTitle={(platform, index) =>
            t('platformTitle', { index: index + 1, name: PLATFORM_NAMES[platform.platform][lang] })
          }
          renderItem={(platform, index, update) => (
            <>
              <SelectField
                label={t('platform')}
                value={platform.platform}
                options={optionsOf(PLATFORMS, PLATFORM_NAMES, lang)}
                onChange={(next) => update({ ...platform, platform: next })}
              />
              <TextField
                label={t('url')}
                type="url"
                placeholder="https://"
                value={platform.url}
                onChange={(url) => update({ ...platform, url })}
                error={errors[`platforms.${index}.url`]}
              />
              <TextField
                label={t('label')}
                maxLength={40}
                value={platform.label}
                onChange={(label) => update({ ...platform, label })}
                error={errors[`platforms.${index}.label`]}
              />
              <CheckboxField
                label={t('enabled')}
                checked={platform.enabled}
                onChange={(enabled) => update({ ...platform, enabled })}
              />
            </>
          )}
        />
      </Section>

      <Section title={t('appearance')}>
        <div className="lp-form__grid">
          <SelectField
            label={t('layout')}
            value={value.layout}
            options={optionsOf(LAYOUTS, LAYOUT_NAMES, lang)}
            onChange={(layout) => set({ layout })}
          />
          <SelectField
            label={t('size')}
            value={value.size}
            options={optionsOf(SIZES, SIZE_NAMES, lang)}
            onChange={(size) => set({ size })}
          />
          <SelectField
            label={t('shape')}
            value={value.shape}
            options={optionsOf(SHAPES, SHAPE_NAMES, lang)}
            onChange={(shape) => set({ shape })}
          />
          <SelectField
            label={t('hoverEffect')}
            value={value.hoverEffect}
            options={optionsOf(HOVER_EFFECTS, HOVER_NAMES, lang)}
            onChange={(hoverEffect) => set({ hoverEffect })}
          />
          <NumberField
            label={t('spacing')}
            value={value.spacing}
            min={0}
            max={48}
            onChange={(spacing) => set({ spacing })}
            error={errors.spacing}
          />
          <NumberField
            label={t('iconSize')}
            value={value.iconSize}
            min={12}
            max={48}
            onChange={(iconSize) => set({ iconSize })}
            error={errors.iconSize}
          />
          <NumberField
            label={t('borderRadius')}
            value={value.borderRadius}
            min={0}
            max={50}
            onChange={(borderRadius) => set({ borderRadius })}
            error={errors.borderRadius}
          />
        </div>
        <CheckboxField
          label={t('showLabels')}
          checked={value.showLabels}
          onChange={(showLabels) => set({ showLabels })}
        />
      </Section>

      <Section title={t('placement')}>
        <SelectField
          label={t('position')}
          value={value.position}
          options={optionsOf(POSITIONS, POSITION_NAMES, lang)}
          onChange={(position) => set({ position })}
        />
        {value.position !== 'inline' ? (
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
        ) : null}
      </Section>
    </div>
  );
}
