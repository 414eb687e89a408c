import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';
import { defaultProps } from '#modules/validate.ts';

/**
 * The builder renders a module's props even while they fail validation (the member is still
 * typing): the business modules must render such props without throwing.
 */
const INVALID: Partial<Record<ModuleType, Record<string, unknown>>> = {
  'chat-widget': {
    channels: [],
    offsetX: Number.NaN,
    zIndex: 0,
    buttonColor: 'zzz',
    badge: { show: true, text: '', color: '', background: 'x', position: 'top-right', animation: 'pulse' },
  },
  'communication-tool': { items: [], backgroundColor: '' },
  'link-button': {
    linkType: 'image',
    fixed: true,
    items: [
      {
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
      },
    ],
  },
  social: { platforms: [{ platform: 'x', url: 'nope', label: '', enabled: true }], spacing: Number.NaN },
  'facebook-pixel': { pixelIds: 'abc' },
  'tiktok-pixel': { pixelId: 'lower' },
  'snapchat-pixel': { pixelId: 'x' },
  'reddit-pixel': { advertiserId: 'x' },
};

describe('business modules with invalid props', () => {
  for (const [type, junk] of Object.entries(INVALID) as [ModuleType, Record<string, unknown>][]) {
    it(`${type} still renders in the builder`, () => {
      const definition = RENDER_REGISTRY[type];
      expect(definition).toBeDefined();
      if (!definition) return;
      const props = { ...defaultProps(SCHEMA_REGISTRY[type]), ...junk };
      expect(definition.schema.safeParse(props).success).toBe(false);
      expect(() =>
        renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />),
      ).not.toThrow();
    });
  }
});
