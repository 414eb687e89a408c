import { editor as chatWidgetEditor } from '#modules/chat-widget/editor.ts';
import { editor as communicationToolEditor } from '#modules/communication-tool/editor.ts';
import { editor as dividerEditor } from '#modules/divider/editor.ts';
import { editor as facebookPixelEditor } from '#modules/facebook-pixel/editor.ts';
import { editor as linkButtonEditor } from '#modules/link-button/editor.ts';
import { editor as pictureCubeEditor } from '#modules/picture-cube/editor.ts';
import { editor as pictureSwiperEditor } from '#modules/picture-swiper/editor.ts';
import { editor as questionAnswerEditor } from '#modules/question-answer/editor.ts';
import { editor as redditPixelEditor } from '#modules/reddit-pixel/editor.ts';
import { editor as richTextEditor } from '#modules/rich-text/editor.ts';
import { editor as snapchatPixelEditor } from '#modules/snapchat-pixel/editor.ts';
import { editor as socialEditor } from '#modules/social/editor.ts';
import { editor as tiktokPixelEditor } from '#modules/tiktok-pixel/editor.ts';
import { editor as titleTextEditor } from '#modules/title-text/editor.ts';
import type { ModuleEditor, ModuleType } from '#modules/types.ts';
import { editor as videoEditor } from '#modules/video/editor.ts';

/** The editor registry: palette entries and lazily loaded settings forms, one line per module type. */
export const EDITOR_REGISTRY: Record<ModuleType, ModuleEditor> = {
  'question-answer': questionAnswerEditor,
  'rich-text': richTextEditor,
  'reddit-pixel': redditPixelEditor,
  'snapchat-pixel': snapchatPixelEditor,
  'tiktok-pixel': tiktokPixelEditor,
  'facebook-pixel': facebookPixelEditor,
  social: socialEditor,
  'link-button': linkButtonEditor,
  video: videoEditor,
  'communication-tool': communicationToolEditor,
  'picture-swiper': pictureSwiperEditor,
  'chat-widget': chatWidgetEditor,
  'picture-cube': pictureCubeEditor,
  divider: dividerEditor,
  'title-text': titleTextEditor,
};
