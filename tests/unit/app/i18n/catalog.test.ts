/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import {
  hasPageMessages,
  loadCommonMessages,
  loadPageMessages,
  pageMessageFiles,
} from '#app/i18n/catalog.ts';
import { translate } from '#app/i18n/messages.ts';
import type { Messages } from '#app/i18n/types.ts';
import { ROUTE_META } from '#app/router/route-meta.ts';
import { APP_ROUTES, type AppRouteName } from '#app/router/routes.ts';
import { LANGS } from '#core/i18n/lang.ts';

const PAGE_FILES = import.meta.glob<{ default: Messages }>('../../../../src/app/i18n/pages/**/*.ts', {
  eager: true,
});

describe('page translation file names (spec section 2)', () => {
  it('are "home" for the root path', () => {
    expect(pageMessageFiles('/', undefined)).toEqual(['home']);
  });

  it('are the path, then the route name', () => {
    expect(pageMessageFiles('/user/account/overview', 'userAccountOverview')).toEqual([
      'user/account/overview',
      'userAccountOverview',
    ]);
    expect(pageMessageFiles('/user/login/', 'userLogin')).toEqual(['user/login', 'userLogin']);
  });

  it('name a file once when path and route name agree', () => {
    expect(pageMessageFiles('/user', 'user')).toEqual(['user']);
  });
});

describe('translation files', () => {
  it('exist for every page route in both languages, each with a title', async () => {
    const pages = Object.entries(ROUTE_META).filter(([, entry]) => entry.kind === 'page');
    for (const lang of LANGS) {
      for (const [name] of pages) {
        const pattern: string = APP_ROUTES[name as AppRouteName];
        const files = pageMessageFiles(pattern.includes(':') ? '/x' : pattern, name);
        expect(
          files.some((file) => hasPageMessages(lang, file)),
          `${lang} ${name}`,
        ).toBe(true);
        const messages = await loadPageMessages(lang, files);
        expect(messages.title, `${lang} ${name}`).toBeTruthy();
      }
    }
  });

  it('hold the same keys in zh-cn and en, none empty', () => {
    const byName = new Map<string, Partial<Record<string, Messages>>>();
    for (const [path, module] of Object.entries(PAGE_FILES)) {
      const match = /\/pages\/(zh-cn|en)\/(.+)\.ts$/.exec(path);
      if (!match?.[1] || !match[2]) throw new Error(`Unexpected translation file ${path}`);
      byName.set(match[2], { ...byName.get(match[2]), [match[1]]: module.default });
    }
    expect(byName.size).toBeGreaterThan(10);
    for (const [name, langs] of byName) {
      expect(Object.keys(langs['zh-cn'] ?? {}).sort(), name).toEqual(Object.keys(langs.en ?? {}).sort());
      for (const text of [...Object.values(langs['zh-cn'] ?? {}), ...Object.values(langs.en ?? {})]) {
        expect(text.trim(), name).not.toBe('');
      }
    }
  });

  it('load the common strings per language with the same keys', async () => {
    const en = await loadCommonMessages('en');
    const zh = await loadCommonMessages('zh-cn');
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(en['api.success']).toBe('Operation successful');
    expect(zh['api.success']).toBe('操作成功');
  });

  it('merge the files of a navigation, later files winning', async () => {
    const messages = await loadPageMessages('en', ['user/login', 'userLogin', 'no/such/file']);
    expect(messages.title).toBe('Sign in');
  });
});

describe('translate', () => {
  it('looks keys up in order and fills placeholders', () => {
    const page = { title: 'Profile' };
    const common = { title: 'Common', 'notFound.path': 'Page not found: {path}' };
    expect(translate([page, common], 'title')).toBe('Profile');
    expect(translate([page, common], 'notFound.path', { path: '/x' })).toBe('Page not found: /x');
  });

  it('falls back to the key when nothing has it', () => {
    expect(translate([null, {}], 'missing.key')).toBe('missing.key');
  });
});
