import type { ChatWidgetProps } from '#modules/chat-widget/schema.ts';
import { lines } from '#modules/shared/render-kit.ts';

/** Polling helpers the render component uses (no zod: the published page's island imports them). */

/**
 * The accounts a visitor may be given for the first enabled channel: its own value plus the
 * polling accounts (when polling is on), without repeats.
 */
export function pollingPool(props: ChatWidgetProps): string[] {
  const first = props.channels.find((channel) => channel.enabled);
  if (!first) return [];
  if (!props.polling.enabled) return [first.value];
  return [...new Set([first.value, ...lines(props.polling.accounts)])];
}

/** One account of the pool picked with `random` (0 ≤ r < 1). */
export function pickAccount(pool: readonly string[], random: number): string {
  return pool[Math.min(pool.length - 1, Math.floor(random * pool.length))] ?? '';
}
