import type { ModuleEntitlement } from '#core/plans.ts';
import * as chatWidget from '#modules/chat-widget/schema.ts';
import * as communicationTool from '#modules/communication-tool/schema.ts';
import * as divider from '#modules/divider/schema.ts';
import * as facebookPixel from '#modules/facebook-pixel/schema.ts';
import * as linkButton from '#modules/link-button/schema.ts';
import * as pictureCube from '#modules/picture-cube/schema.ts';
import * as pictureSwiper from '#modules/picture-swiper/schema.ts';
import * as questionAnswer from '#modules/question-answer/schema.ts';
import * as redditPixel from '#modules/reddit-pixel/schema.ts';
import * as richText from '#modules/rich-text/schema.ts';
import * as snapchatPixel from '#modules/snapchat-pixel/schema.ts';
import * as social from '#modules/social/schema.ts';
import * as tiktokPixel from '#modules/tiktok-pixel/schema.ts';
import * as titleText from '#modules/title-text/schema.ts';
import type { ModuleDefinition, ModuleType } from '#modules/types.ts';
import * as video from '#modules/video/schema.ts';

/**
 * What validation, defaults and the plan checks need of a module type: its schema, props
 * migrations, sample fields and the plan entitlement it needs (`requires` in its schema.ts), no React.
 */
export type ModuleSchemaEntry = Pick<
  ModuleDefinition,
  'type' | 'schema' | 'version' | 'migrations' | 'samples'
> & { requires?: ModuleEntitlement };

type SchemaModule = Pick<ModuleDefinition, 'schema' | 'version' | 'migrations' | 'samples'>;

// `requires` is passed on its own, read statically on the module's line.
const entry = (type: ModuleType, module: SchemaModule, requires?: ModuleEntitlement): ModuleSchemaEntry => ({
  type,
  schema: module.schema,
  version: module.version,
  migrations: module.migrations,
  ...(module.samples ? { samples: module.samples } : {}),
  ...(requires ? { requires } : {}),
});

/** The plan entitlements a document's modules need (each once), from the modules' own `requires`. */
export function documentNeeds(modules: readonly { type: string }[]): ModuleEntitlement[] {
  const needs = new Set<ModuleEntitlement>();
  for (const instance of modules) {
    const requires = SCHEMA_REGISTRY[instance.type as ModuleType]?.requires;
    if (requires) needs.add(requires);
  }
  return [...needs];
}

/**
 * The schema-only registry: every module type's props contract, imported from the modules'
 * schema.ts files (never definition.ts), so the save handler's Lambda bundle and the builder's
 * document checks carry no render components. One line per module type, beside its line in
 * registry.ts; a unit test checks both hold the same schemas.
 */
export const SCHEMA_REGISTRY: Record<ModuleType, ModuleSchemaEntry> = {
  'question-answer': entry('question-answer', questionAnswer),
  'rich-text': entry('rich-text', richText),
  'reddit-pixel': entry('reddit-pixel', redditPixel, redditPixel.requires),
  'snapchat-pixel': entry('snapchat-pixel', snapchatPixel, snapchatPixel.requires),
  'tiktok-pixel': entry('tiktok-pixel', tiktokPixel, tiktokPixel.requires),
  'facebook-pixel': entry('facebook-pixel', facebookPixel, facebookPixel.requires),
  social: entry('social', social),
  'link-button': entry('link-button', linkButton),
  video: entry('video', video),
  'communication-tool': entry('communication-tool', communicationTool),
  'picture-swiper': entry('picture-swiper', pictureSwiper),
  'chat-widget': entry('chat-widget', chatWidget),
  'picture-cube': entry('picture-cube', pictureCube),
  divider: entry('divider', divider),
  'title-text': entry('title-text', titleText),
};
