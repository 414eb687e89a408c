// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Render } from '#modules/social/Render.tsx';
import { schema } from '#modules/social/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED.social;

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

describe('floating social bar', () => {
  it('shows its fold toggle once scripts run, and folds and unfolds the links', () => {
    act(() =>
      root.render(
        <Render props={schema.parse({ ...filled, position: 'float-left' })} mode="published" lang="en" />,
      ),
    );
    const toggle = host.querySelector<HTMLButtonElement>('.lp-social__toggle');
    const nav = () => host.querySelector('nav');
    expect(toggle?.hidden).toBe(false);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    act(() => toggle?.click());
    expect(nav()?.hidden).toBe(true);
    expect(toggle?.getAttribute('aria-label')).toBe('Show the social bar');
    act(() => toggle?.click());
    expect(nav()?.hidden).toBe(false);
  });
});
