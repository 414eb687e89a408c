import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';

/**
 * The ten attention animations (spec section 3 "Animations"); keyframes in animations.css, which
 * each Render that animates imports itself (schemas stay loadable in plain Node, without CSS).
 */
export const ANIMATIONS = [
  'none',
  'blink',
  'tada',
  'buzz',
  'shake-x',
  'shake-y',
  'wobble',
  'rubber',
  'pulse',
  'heart',
] as const;
export type Animation = (typeof ANIMATIONS)[number];

export const animationSchema = z._default(z.enum(ANIMATIONS), 'none');

export { animationClass } from '#modules/shared/render-kit.ts';

export const ANIMATION_NAMES: Record<Animation, Localized> = {
  none: { 'zh-cn': '无', en: 'None' },
  blink: { 'zh-cn': '闪烁', en: 'Blink' },
  tada: { 'zh-cn': '惊喜', en: 'Tada' },
  buzz: { 'zh-cn': '震动', en: 'Buzz' },
  'shake-x': { 'zh-cn': '左右摇晃', en: 'Shake horizontally' },
  'shake-y': { 'zh-cn': '上下摇晃', en: 'Shake vertically' },
  wobble: { 'zh-cn': '摆动', en: 'Wobble' },
  rubber: { 'zh-cn': '橡皮筋', en: 'Rubber band' },
  pulse: { 'zh-cn': '脉冲', en: 'Pulse' },
  heart: { 'zh-cn': '心跳', en: 'Heartbeat' },
};
