import type { z } from 'zod';
import {
  type ContactShortcut,
  contactShortcutSchema,
  type HeadNavItem,
  headNavItemSchema,
  type SiteConfig,
  siteConfigSchema,
} from '#core/contracts/site-config.ts';
import { parseLocalized } from '#core/validation/parse.ts';

/** Settings an operator can set with `ops config set KEY VALUE`, and how the text is read. */
const SETTINGS = {
  site_name: 'text',
  site_logo: 'text',
  record_number: 'text',
  cdn_url: 'text',
  open_member_center: 'boolean',
  open_register: 'boolean',
  'upload.max_size': 'integer',
  'upload.save_name': 'text',
  'upload.allowed_suffixes': 'text',
  'upload.allowed_mime_types': 'text',
  'upload.mode': 'text',
  head_nav: 'json',
  contact_info: 'json',
  'pay.channels': 'json',
  'pay.presets_cents': 'json',
  'pay.min_cents': 'integer',
  'pay.max_cents': 'integer',
  'pay.order_ttl_minutes': 'integer',
  'pay.manual_qr': 'text',
  'pay.manual_note': 'json',
  'pay.sign_in_score': 'integer',
  'pay.recharge_score_per_yuan': 'integer',
} as const;
export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export type ChangeResult = { ok: true; config: SiteConfig } | { ok: false; error: string };

function readValue(
  kind: (typeof SETTINGS)[SettingKey],
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  switch (kind) {
    case 'text':
      return { ok: true, value: text };
    case 'boolean': {
      const value = { true: true, '1': true, on: true, false: false, '0': false, off: false }[
        text.toLowerCase()
      ];
      return value === undefined
        ? { ok: false, error: `Expected true or false, got "${text}"` }
        : { ok: true, value };
    }
    case 'integer':
      return /^\d+$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, error: `Expected a whole number, got "${text}"` };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false, error: 'Expected JSON' };
      }
  }
}

/** Checks the whole configuration after a change; answers every problem in one message. */
function validated(candidate: unknown): ChangeResult {
  const result = parseLocalized(siteConfigSchema, candidate, 'en');
  if (result.success) return { ok: true, config: result.data };
  const problems = Object.entries(result.errors).map(
    ([field, message]) => `${field || '(config)'}: ${message}`,
  );
  return { ok: false, error: problems.join('\n') };
}

/** Sets one setting; nothing changes unless the whole configuration stays valid. */
export function setSetting(config: SiteConfig, key: string, text: string): ChangeResult {
  if (!(key in SETTINGS))
    return { ok: false, error: `Unknown setting "${key}". Settings: ${SETTING_KEYS.join(', ')}` };
  const value = readValue(SETTINGS[key as SettingKey], text);
  if (!value.ok) return { ok: false, error: `${key}: ${value.error}` };
  const [top, sub] = key.split('.') as [string, string | undefined];
  const candidate: Record<string, unknown> = structuredClone(config);
  if (sub) candidate[top] = { ...(candidate[top] as object), [sub]: value.value };
  else candidate[top] = value.value;
  return validated(candidate);
}

export function addNavItem(config: SiteConfig, item: z.input<typeof headNavItemSchema>): ChangeResult {
  const parsed = parseLocalized(headNavItemSchema, item, 'en');
  if (!parsed.success) return { ok: false, error: `head_nav: ${parsed.message}` };
  return validated({ ...config, head_nav: [...config.head_nav, parsed.data satisfies HeadNavItem] });
}

export function addContact(config: SiteConfig, item: z.input<typeof contactShortcutSchema>): ChangeResult {
  const parsed = parseLocalized(contactShortcutSchema, item, 'en');
  if (!parsed.success) return { ok: false, error: `contact_info: ${parsed.message}` };
  return validated({
    ...config,
    contact_info: [...config.contact_info, parsed.data satisfies ContactShortcut],
  });
}

/** Removes entry `index` (1-based, as `list` prints) of head_nav or contact_info. */
export function removeEntry(
  config: SiteConfig,
  list: 'head_nav' | 'contact_info',
  index: number,
): ChangeResult {
  const entries = config[list];
  if (!Number.isInteger(index) || index < 1 || index > entries.length) {
    return { ok: false, error: `${list} has no entry ${index} (it has ${entries.length})` };
  }
  return validated({ ...config, [list]: entries.filter((_, i) => i !== index - 1) });
}
