import '#modules/styles.ts';
import { definition as chatWidgetDefinition } from '#modules/chat-widget/definition.ts';
import { definition as communicationToolDefinition } from '#modules/communication-tool/definition.ts';
import { definition as dividerDefinition } from '#modules/divider/definition.ts';
import { definition as facebookPixelDefinition } from '#modules/facebook-pixel/definition.ts';
import { definition as linkButtonDefinition } from '#modules/link-button/definition.ts';
import { definition as pictureCubeDefinition } from '#modules/picture-cube/definition.ts';
import { definition as pictureSwiperDefinition } from '#modules/picture-swiper/definition.ts';
import { definition as questionAnswerDefinition } from '#modules/question-answer/definition.ts';
import { definition as redditPixelDefinition } from '#modules/reddit-pixel/definition.ts';
import { definition as richTextDefinition } from '#modules/rich-text/definition.ts';
import { definition as snapchatPixelDefinition } from '#modules/snapchat-pixel/definition.ts';
import { definition as socialDefinition } from '#modules/social/definition.ts';
import { definition as tiktokPixelDefinition } from '#modules/tiktok-pixel/definition.ts';
import { definition as titleTextDefinition } from '#modules/title-text/definition.ts';
import type { ModuleDefinition, ModuleType } from '#modules/types.ts';
import { definition as videoDefinition } from '#modules/video/definition.ts';

/**
 * The render registry: every module type's schema and render component, and nothing editor-only
 * (published pages import this). One line per module type; the type checks that each type has
 * exactly one entry.
 */
export const RENDER_REGISTRY: Record<ModuleType, ModuleDefinition> = {
  'question-answer': questionAnswerDefinition,
  'rich-text': richTextDefinition,
  'reddit-pixel': redditPixelDefinition,
  'snapchat-pixel': snapchatPixelDefinition,
  'tiktok-pixel': tiktokPixelDefinition,
  'facebook-pixel': facebookPixelDefinition,
  social: socialDefinition,
  'link-button': linkButtonDefinition,
  video: videoDefinition,
  'communication-tool': communicationToolDefinition,
  'picture-swiper': pictureSwiperDefinition,
  'chat-widget': chatWidgetDefinition,
  'picture-cube': pictureCubeDefinition,
  divider: dividerDefinition,
  'title-text': titleTextDefinition,
};
