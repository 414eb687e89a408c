// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClickCaptcha } from '#app/components/captcha/ClickCaptcha.tsx';
import { $lang } from '#app/stores/lang.ts';
import { waitFor } from '../../../helpers/wait-for.ts';

const IMAGE = {
  width: 350,
  height: 200,
  text: ['A', 'B', 'C'],
  base64: 'data:image/png;base64,iVBORw0KGgo=',
  pow: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '00',
      salt: '00',
      cost: 1,
      keyLength: 32,
      keyPrefix: 'ff',
    },
    signature: '00',
  },
};

let host: HTMLDivElement;
let root: Root;
let calls: string[];

function answerWith(...answers: (() => Response)[]) {
  let i = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const id = new URL(url, 'http://localhost').searchParams.get('id');
    const next = answers[Math.min(i++, answers.length - 1)];
    if (!next) throw new TypeError('no answer');
    const response = next();
    if (response.status !== 200) return response;
    const body = (await response.json()) as { data: Record<string, unknown> };
    return new Response(JSON.stringify({ code: 1, msg: '', time: 1, data: { ...body.data, id } }));
  });
}

const ok = () => new Response(JSON.stringify({ code: 1, msg: '', time: 1, data: IMAGE }));
const down = () => new Response('', { status: 503 });

beforeEach(() => {
  calls = [];
  $lang.set('en');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector('[role="dialog"]');

describe('ClickCaptcha', () => {
  it('renders nothing while closed', () => {
    answerWith(ok);
    act(() => root.render(<ClickCaptcha open={false} onSuccess={() => {}} onClose={() => {}} />));

    expect(dialog()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads a picture for a fresh id and shows the characters to click', async () => {
    answerWith(ok);
    act(() => root.render(<ClickCaptcha open onSuccess={() => {}} onClose={() => {}} />));

    await waitFor(() =>
      expect(document.querySelector('[data-testid="captcha-chars"]')?.textContent).toBe('ABC'),
    );
    expect(calls[0]).toMatch(/\/client\/common\/clickCaptcha\?id=[0-9a-f]{32}$/);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog());
    expect(dialog()?.textContent).toContain('0 of 3 clicked');
  });

  it('says the load failed, and a retry loads again', async () => {
    answerWith(down, ok);
    act(() => root.render(<ClickCaptcha open onSuccess={() => {}} onClose={() => {}} />));

    await waitFor(() =>
      expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(
        'Failed to load the captcha, please retry',
      ),
    );
    const retry = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Retry');
    act(() => retry?.click());

    await waitFor(() => expect(document.querySelector('[data-testid="captcha-chars"]')).not.toBeNull());
    expect(calls).toHaveLength(2);
  });

  it('closes with Escape and speaks Chinese for zh-cn', async () => {
    $lang.set('zh-cn');
    answerWith(ok);
    const onClose = vi.fn();
    act(() => root.render(<ClickCaptcha open onSuccess={() => {}} onClose={onClose} />));
    await waitFor(() => expect(dialog()?.textContent).toContain('请依次点击'));

    act(() => {
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });

    expect(onClose).toHaveBeenCalledOnce();
  });
});
