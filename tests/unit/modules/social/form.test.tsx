// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CommunicationToolForm from '#modules/communication-tool/Form.tsx';
import { schema as communicationSchema } from '#modules/communication-tool/schema.ts';
import LinkButtonForm from '#modules/link-button/Form.tsx';
import { schema as linkButtonSchema } from '#modules/link-button/schema.ts';
import SocialForm from '#modules/social/Form.tsx';
import { SOCIAL_MESSAGES, type SocialProps, schema } from '#modules/social/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const labels = () => [...host.querySelectorAll('label')].map((label) => label.textContent?.trim() ?? '');

function Social({ start, onValue }: { start: SocialProps; onValue: (value: SocialProps) => void }) {
  const [value, setValue] = useState(start);
  return (
    <SocialForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      errors={{}}
      lang="en"
      services={FORM_SERVICES}
    />
  );
}

describe('social settings form', () => {
  it('keeps "add platform" available at 5 platforms and says the limit instead of adding', () => {
    const five = schema.parse({
      platforms: ['facebook', 'instagram', 'x', 'youtube', 'tiktok'].map((platform) => ({
        platform,
        url: `https://example.com/${platform}`,
      })),
    });
    let seen = five;
    act(() => root.render(<Social start={five} onValue={(value) => (seen = value)} />));
    const add = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('Add platform'));
    expect(add?.disabled).toBe(false);
    expect(host.textContent).not.toContain(SOCIAL_MESSAGES.max.en);
    act(() => add?.click());
    expect(seen.platforms).toHaveLength(5);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(SOCIAL_MESSAGES.max.en);
  });

  it('adds a platform not yet in the list, below 5', () => {
    let seen = schema.parse({ platforms: [{ platform: 'facebook', url: 'https://www.facebook.com/shop' }] });
    act(() => root.render(<Social start={seen} onValue={(value) => (seen = value)} />));
    const add = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('Add platform'));
    act(() => add?.click());
    expect(seen.platforms.map((p) => p.platform)).toEqual(['facebook', 'instagram']);
    expect(host.textContent).toContain('Platform 2: Instagram');
  });
});

describe('per-channel fields', () => {
  it('communication tool: each channel shows only the inputs its link uses', () => {
    const value = communicationSchema.parse({
      items: [
        { channel: 'whatsapp', mobile: '+85212345678' },
        { channel: 'email', userName: 'a@example.com' },
        { channel: 'telegram', userName: 'shop' },
      ],
    });
    act(() =>
      root.render(
        <CommunicationToolForm
          value={value}
          onChange={() => {}}
          errors={{}}
          lang="en"
          services={FORM_SERVICES}
        />,
      ),
    );
    const items = [...host.querySelectorAll('.lp-form__item')].map((item) =>
      [...item.querySelectorAll('label')].map((label) => label.textContent?.trim()),
    );
    expect(items[0]).toEqual(
      expect.arrayContaining(['Channel', 'Contact mobile (international, e.g. +85212345678)']),
    );
    expect(items[0]?.some((label) => label?.startsWith('User name'))).toBe(false);
    expect(items[1]).toContain('Email address');
    expect(host.querySelectorAll('.lp-form__item')[1]?.querySelector('input[type="email"]')).not.toBeNull();
    expect(items[2]).toContain('User name / account');
    expect(items[2]?.some((label) => label?.startsWith('Message'))).toBe(false);
    // Custom colours only for custom, non-brand buttons.
    expect(labels()).not.toContain('Background color');
  });

  it('link button: picture buttons ask for the picture, text buttons for subtitle and icon; each action its inputs', () => {
    const value = linkButtonSchema.parse({
      linkType: 'button',
      items: [
        { action: 'link', url: 'https://example.com' },
        { action: 'communication', method: 'telegram', account: 'shop' },
      ],
    });
    act(() =>
      root.render(
        <LinkButtonForm value={value} onChange={() => {}} errors={{}} lang="en" services={FORM_SERVICES} />,
      ),
    );
    const [first, second] = [...host.querySelectorAll('.lp-form__item')];
    expect(first?.querySelector('input[type="url"]')).not.toBeNull();
    expect(second?.querySelector('input[type="url"]')).toBeNull();
    expect(second?.querySelector('textarea')).toBeNull();
    expect(first?.querySelector('select option[value="whatsapp"]')?.textContent).toBe('WhatsApp');
    expect(first?.querySelector('input[maxlength="100"]')).not.toBeNull();

    act(() =>
      root.render(
        <LinkButtonForm
          value={{ ...value, linkType: 'image' }}
          onChange={() => {}}
          errors={{}}
          lang="en"
          services={FORM_SERVICES}
        />,
      ),
    );
    expect(host.querySelector('.lp-form__item input[maxlength="100"]')).toBeNull();
    expect(labels()).toContain("Title (the image's alternative text)");
  });
});
