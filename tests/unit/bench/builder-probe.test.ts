import { describe, expect, it } from 'vitest';
import { isEditorChunk, PROBE_SCRIPT } from '../../bench/builder-probe.ts';

describe('builder bench probe', () => {
  it('is a script the browser can run', () => {
    expect(() => new Function(PROBE_SCRIPT)).not.toThrow();
  });

  it('tells module editor chunks from the rest', () => {
    expect(isEditorChunk('/_assets/Form.BkFzbxeD.js')).toBe(true);
    expect(isEditorChunk('/_assets/Editor.pQQCvAKl.js')).toBe(true);
    expect(isEditorChunk('/_assets/BuildPage.JlzLosdE.js')).toBe(false);
    expect(isEditorChunk('/_assets/form.CRgVx3Iq.js')).toBe(false);
  });

  it("times a shortcut from its key's keydown, not from the modifier's before it", async () => {
    // The probe in a stand-in window: an event target, animation frames as timers (not the first,
    // the probe's wait for the builder's modules, which needs a document).
    const target = new EventTarget();
    const window = {} as Window;
    let frames = 0;
    new Function('window', 'addEventListener', 'removeEventListener', 'requestAnimationFrame', PROBE_SCRIPT)(
      window,
      target.addEventListener.bind(target),
      target.removeEventListener.bind(target),
      (callback: () => void) => (frames++ === 0 ? 0 : setTimeout(callback, 0)),
    );
    const keydown = (key: string) => target.dispatchEvent(Object.assign(new Event('keydown'), { key }));
    window.__lpbNextPaint('keydown', 'ArrowDown');
    const pending = window.__lpbPending as Promise<number>;
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    keydown('Alt');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    keydown('ArrowDown');
    await expect(pending).resolves.toEqual(expect.any(Number));
  });
});
