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
});
