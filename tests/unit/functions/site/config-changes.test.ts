import { describe, expect, it } from 'vitest';
import { addContact, addNavItem, removeEntry, setSetting } from '#functions/site/config-changes.ts';
import { DEFAULT_SITE_CONFIG } from '#functions/site/default-config.ts';

const config = DEFAULT_SITE_CONFIG;

describe('setSetting', () => {
  it('changes a text setting and keeps the rest', () => {
    const result = setSetting(config, 'site_name', 'Shop Pages');
    expect(result).toEqual({ ok: true, config: { ...config, site_name: 'Shop Pages' } });
  });

  it('reads booleans and whole numbers, including nested upload settings', () => {
    const closed = setSetting(config, 'open_register', 'false');
    expect(closed.ok && closed.config.open_register).toBe(false);
    const size = setSetting(config, 'upload.max_size', '2048');
    expect(size.ok && size.config.upload).toEqual({ ...config.upload, max_size: 2048 });
  });

  it('refuses unknown keys, unreadable values and values the schema rejects, changing nothing', () => {
    expect(setSetting(config, 'colour', 'red')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Unknown setting'),
    });
    expect(setSetting(config, 'open_register', 'maybe')).toMatchObject({ ok: false });
    expect(setSetting(config, 'upload.max_size', '-1')).toMatchObject({ ok: false });
    expect(setSetting(config, 'site_name', '')).toMatchObject({
      ok: false,
      error: expect.stringContaining('site_name'),
    });
    expect(setSetting(config, 'head_nav', '[{"url":"/x"}]')).toMatchObject({ ok: false });
    expect(config.site_name).toBe('LandingGo');
  });

  it('replaces head_nav and contact_info from JSON', () => {
    const result = setSetting(config, 'head_nav', '[{"title":{"en":"Blog","zh-cn":"博客"},"url":"/blog"}]');
    expect(result.ok && result.config.head_nav).toEqual([
      { title: { en: 'Blog', 'zh-cn': '博客' }, url: '/blog', newWindow: false },
    ]);
  });
});

describe('navigation and contact entries', () => {
  it('adds and removes head navigation entries by their listed number', () => {
    const added = addNavItem(config, { title: { en: 'Blog', 'zh-cn': '博客' }, url: '/blog' });
    if (!added.ok) throw new Error(added.error);
    expect(added.config.head_nav.at(-1)?.url).toBe('/blog');
    const removed = removeEntry(added.config, 'head_nav', added.config.head_nav.length);
    expect(removed.ok && removed.config.head_nav).toEqual(config.head_nav);
    expect(removeEntry(config, 'head_nav', 0)).toMatchObject({ ok: false });
    expect(removeEntry(config, 'head_nav', 99)).toMatchObject({ ok: false });
  });

  it('adds contact shortcuts of known kinds only', () => {
    const added = addContact(config, { component: 'line', account: 'shop123' });
    expect(added.ok && added.config.contact_info.at(-1)).toMatchObject({
      component: 'line',
      account: 'shop123',
    });
    expect(addContact(config, { component: 'fax' as never })).toMatchObject({ ok: false });
  });
});
