/**
 * Button tints (spec section 9): a colour is mixed 20 % toward black for the pressed state and
 * 30 %, 50 % and 90 % toward the background for hover, disabled and plain (light) fills.
 * The results are CSS `color-mix()` expressions, so they work with any CSS colour or variable.
 */
export const BUTTON_TINT_PERCENTS = { active: 20, hover: 30, disabled: 50, plain: 90 } as const;
export type ButtonTint = keyof typeof BUTTON_TINT_PERCENTS;

/** `color` mixed `percent` % toward `toward` (white by default). */
export function mixToward(color: string, percent: number, toward = '#ffffff'): string {
  const share = Math.min(100, Math.max(0, percent));
  return `color-mix(in srgb, ${toward} ${share}%, ${color})`;
}

/** `color` darkened by mixing `percent` % of black. */
export function darken(color: string, percent: number): string {
  return mixToward(color, percent, '#000000');
}

/**
 * The four button tints of a colour. In dark mode fills are mixed toward the page background
 * (`background`), in light mode toward white; the pressed state always mixes toward black.
 */
export function buttonTints(color: string, background = '#ffffff'): Record<ButtonTint, string> {
  return {
    active: darken(color, BUTTON_TINT_PERCENTS.active),
    hover: mixToward(color, BUTTON_TINT_PERCENTS.hover, background),
    disabled: mixToward(color, BUTTON_TINT_PERCENTS.disabled, background),
    plain: mixToward(color, BUTTON_TINT_PERCENTS.plain, background),
  };
}

/** The tints as CSS custom properties, e.g. `--primary-hover`, for a style attribute or a stylesheet. */
export function buttonTintVariables(
  name: string,
  color: string,
  background = '#ffffff',
): Record<string, string> {
  const tints = buttonTints(color, background);
  return Object.fromEntries(
    Object.entries(tints).map(([tint, value]) => [`--${name}-${tint}`, value] as const),
  );
}
