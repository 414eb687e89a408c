// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageMessagesContext } from '#app/i18n/use-t.tsx';
import IframePage from '#app/pages/user/IframePage.tsx';
import type { View } from '#app/router/navigation.ts';
import { ViewContext } from '#app/router/view-context.tsx';
import { applyMenus } from '#app/stores/member-center.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

// React's act() flushes renders synchronously in this DOM-less test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  title: 'External page',
  invalid: 'This address cannot be embedded: {url}',
  openNewWindow: 'Open',
};

function render(url: string): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <ViewContext value={{ params: { url } } as unknown as View}>
        <PageMessagesContext value={messages}>
          <IframePage />
        </PageMessagesContext>
      </ViewContext>,
    ),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}
const cleanups: (() => void)[] = [];

function entry(fields: Partial<RuleEntry>): RuleEntry {
  return {
    id: 1,
    type: 'menu',
    title: 'Help',
    name: 'help',
    path: 'help',
    icon: '',
    menu_type: 'iframe',
    url: '',
    extend: 'none',
    children: [],
    ...fields,
  };
}

describe('the iframe page of a menu entry', () => {
  beforeEach(() => {
    applyMenus({
      open_member_center: true,
      rules: [],
      menus: [entry({ url: 'https://docs.example.com/help?a=1' })],
      manages: [],
    });
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("shows only the address of an iframe entry of the member's rules", () => {
    for (const url of ['https://phish.example/login', 'https://docs.example.com/help?a=2']) {
      const page = render(url);
      expect(page.querySelector('iframe'), url).toBeNull();
      expect(page.querySelector('a'), url).toBeNull();
    }
  });

  it('embeds an https page sandboxed without same-origin rights and without a referrer', () => {
    const frame = render('https://docs.example.com/help?a=1').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://docs.example.com/help?a=1');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('refuses anything but https with a notice', () => {
    applyMenus({
      open_member_center: true,
      rules: [],
      menus: ['http://docs.example.com', 'javascript:alert(1)'].map((url) => entry({ url })),
      manages: [],
    });
    for (const url of ['http://docs.example.com', 'javascript:alert(1)', '/user/account/overview']) {
      const page = render(url);
      expect(page.querySelector('iframe'), url).toBeNull();
      expect(page.textContent).toContain(`This address cannot be embedded: ${url}`);
    }
  });
});
