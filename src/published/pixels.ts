import type { EventType } from '#modules/shared/event-tracking.ts';
import type { PixelPlatform } from '#modules/shared/pixel-base.ts';
import type { PreparedModule } from './view.ts';

/** An event a pixel module reports once the page has loaded. */
export type OnLoadEvent = { eventType: EventType; name: string };

/** One advertising platform's base code settings: every id of its modules, merged (injected once). */
export type PixelSetup = { ids: string[]; pageView: boolean; events: OnLoadEvent[] };

/** The page runtime's pixel settings, by platform key (src/modules/runtime-registry.ts). */
export type PixelConfig = Partial<Record<string, PixelSetup>>;

/**
 * The page's pixels from its pixel modules (each definition's `pixel` facts). Every id is checked
 * again against its platform's strict pattern (the schema already did): only ids that can be
 * nothing but an id reach the page.
 */
export function pixelConfig(modules: readonly PreparedModule[]): PixelConfig {
  const config: PixelConfig = {};
  for (const module of modules) {
    const pixel = module.definition.pixel;
    if (!pixel) continue;
    const valid = pixel.ids(module.props).filter((id) => pixel.platform.idPattern.test(id));
    if (valid.length === 0) continue;
    const setup = config[pixel.platform.key] ?? { ids: [], pageView: false, events: [] };
    config[pixel.platform.key] = setup;
    for (const id of valid) if (!setup.ids.includes(id)) setup.ids.push(id);
    setup.pageView ||= pixel.pageView(module.props);
    const tracking = pixel.onLoad(module.props);
    if (tracking.enabled)
      setup.events.push({ eventType: tracking.eventType as EventType, name: tracking.customEventName });
  }
  return config;
}

/** The platforms of the page's pixel modules, by key (their origins go into the page's CSP). */
export function pixelPlatforms(modules: readonly PreparedModule[]): Map<string, PixelPlatform> {
  const platforms = new Map<string, PixelPlatform>();
  for (const module of modules) {
    const pixel = module.definition.pixel;
    if (pixel) platforms.set(pixel.platform.key, pixel.platform);
  }
  return platforms;
}

/**
 * JSON for a `<script type="application/json">` data block: "<", ">", "&" and the line separators
 * are escaped, so no value can close the element or be read as markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
