/**
 * The fifteen module types (spec section 2): the one list of names the core knows, so that a page
 * document can be checked without loading any module. Names are permanent: stored documents use
 * them. Each name has its folder under src/modules and one line in each of its registries.
 */
export const MODULE_TYPES = [
  'title-text',
  'picture-swiper',
  'picture-cube',
  'video',
  'rich-text',
  'divider',
  'communication-tool',
  'link-button',
  'facebook-pixel',
  'tiktok-pixel',
  'snapchat-pixel',
  'reddit-pixel',
  'question-answer',
  'chat-widget',
  'social',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
