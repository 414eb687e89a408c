import { BRANDS } from '#modules/shared/brands.ts';
import { FieldsForm, labelsIn, listField } from '#modules/shared/form/fields.tsx';
import { translator } from '#modules/shared/strings.ts';
import { PLATFORMS, SOCIAL_MESSAGES, type SocialProps, schema } from '#modules/social/schema.ts';
import {
  HOVER_NAMES,
  LAYOUT_NAMES,
  POSITION_NAMES,
  SHAPE_NAMES,
  SIZE_NAMES,
  STRINGS,
} from '#modules/social/strings.ts';
import type { SettingsFormProps } from '#modules/types.ts';

const PLATFORM_NAMES = Object.fromEntries(PLATFORMS.map((key) => [key, BRANDS[key].name]));

/** Social settings: platforms (at most 5), layout and look, inline or floating placement. */
export default function SocialForm({ lang, ...props }: SettingsFormProps<SocialProps>) {
  const t = translator(STRINGS, lang);
  const platformNames = labelsIn(PLATFORM_NAMES, lang);
  // A new platform is the first one not in the list yet.
  const unused = () =>
    PLATFORMS.find((key) => !props.value.platforms.some((platform) => platform.platform === key)) ??
    'website';
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          section: t('platforms'),
          fields: [
            // At 5 platforms the add button stays available and answers with the rule's message.
            listField<SocialProps, 'platforms'>(
              'platforms',
              {
                item: (platform, index) =>
                  t('platformTitle', { index: index + 1, name: platformNames[platform.platform] ?? '' }),
                addLabel: t('addPlatform'),
                refused: { max: SOCIAL_MESSAGES.max[lang] },
              },
              () => ({ platform: unused(), url: '', label: '', enabled: true }),
              [
                { select: 'platform', label: t('platform'), labels: platformNames },
                {
                  text: 'url',
                  label: t('url'),
                  type: 'url',
                  placeholder: 'https://www.facebook.com/yourpage',
                },
                { text: 'label', label: t('label'), capped: true },
                { toggle: 'enabled', label: t('enabled') },
              ],
            ),
          ],
        },
        {
          section: t('appearance'),
          fields: [
            {
              grid: [
                { select: 'layout', label: t('layout'), labels: labelsIn(LAYOUT_NAMES, lang) },
                { select: 'size', label: t('size'), labels: labelsIn(SIZE_NAMES, lang) },
                { select: 'shape', label: t('shape'), labels: labelsIn(SHAPE_NAMES, lang) },
                { select: 'hoverEffect', label: t('hoverEffect'), labels: labelsIn(HOVER_NAMES, lang) },
                { number: 'spacing', label: t('spacing') },
                { number: 'iconSize', label: t('iconSize') },
                { number: 'borderRadius', label: t('borderRadius') },
              ],
            },
            { toggle: 'showLabels', label: t('showLabels') },
          ],
        },
        {
          section: t('placement'),
          fields: [
            { select: 'position', label: t('position'), labels: labelsIn(POSITION_NAMES, lang) },
            {
              when: (value) => value.position !== 'inline',
              fields: [
                {
                  grid: [
                    { number: 'offsetX', label: t('offsetX') },
                    { number: 'offsetY', label: t('offsetY') },
                    { number: 'zIndex', label: t('zIndex') },
                  ],
                },
              ],
            },
          ],
        },
      ]}
    />
  );
}
