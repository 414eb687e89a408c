// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Render } from '#modules/link-button/Render.tsx';
import { schema } from '#modules/link-button/schema.ts';
import type { RenderMode } from '#modules/types.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['link-button'];

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  document.body.style.paddingBottom = '3px';
});
afterEach(() => {
  host.remove();
  document.body.style.paddingBottom = '';
});

const mount = (mode: RenderMode) =>
  act(() => root.render(<Render props={schema.parse({ ...filled, fixed: true })} mode={mode} lang="en" />));

describe('fixed link button', () => {
  it('pads the published body at its edge while the bar is position: fixed, and gives the old padding back when removed', () => {
    const fixed = document.createElement('style');
    fixed.textContent = '.lp-link-button__bar { position: fixed; }';
    document.head.append(fixed);
    try {
      mount('published');
      expect(host.querySelector('.lp-link-button__bar--bottom')).not.toBeNull();
      expect(document.body.style.paddingBottom).not.toBe('3px');
      act(() => root.unmount());
      expect(document.body.style.paddingBottom).toBe('3px');
    } finally {
      fixed.remove();
    }
  });

  it('leaves the body alone where the published page pins the bar with position: sticky', () => {
    const sticky = document.createElement('style');
    sticky.textContent = '.lp-link-button__bar { position: sticky; }';
    document.head.append(sticky);
    try {
      mount('published');
      expect(document.body.style.paddingBottom).toBe('3px');
      act(() => root.unmount());
    } finally {
      sticky.remove();
    }
  });
});
