import { describe, expect, it } from 'vitest';
import { BUTTON_TINT_PERCENTS, buttonTints, buttonTintVariables, darken, mixToward } from '#core/tints.ts';

describe('button tints', () => {
  it('are 20, 30, 50 and 90 percent', () => {
    expect(Object.values(BUTTON_TINT_PERCENTS).sort((a, b) => a - b)).toEqual([20, 30, 50, 90]);
  });

  it('mix toward white by default and black for the pressed state', () => {
    expect(buttonTints('#409eff')).toEqual({
      active: 'color-mix(in srgb, #000000 20%, #409eff)',
      hover: 'color-mix(in srgb, #ffffff 30%, #409eff)',
      disabled: 'color-mix(in srgb, #ffffff 50%, #409eff)',
      plain: 'color-mix(in srgb, #ffffff 90%, #409eff)',
    });
  });

  it('mix toward the given background in dark mode', () => {
    expect(buttonTints('var(--primary)', '#141414').plain).toBe(
      'color-mix(in srgb, #141414 90%, var(--primary))',
    );
  });

  it('clamp the share to 0..100', () => {
    expect(mixToward('red', 140)).toBe('color-mix(in srgb, #ffffff 100%, red)');
    expect(darken('red', -5)).toBe('color-mix(in srgb, #000000 0%, red)');
  });

  it('are exposed as CSS custom properties', () => {
    expect(buttonTintVariables('primary', 'red')).toEqual({
      '--primary-active': 'color-mix(in srgb, #000000 20%, red)',
      '--primary-hover': 'color-mix(in srgb, #ffffff 30%, red)',
      '--primary-disabled': 'color-mix(in srgb, #ffffff 50%, red)',
      '--primary-plain': 'color-mix(in srgb, #ffffff 90%, red)',
    });
  });
});
