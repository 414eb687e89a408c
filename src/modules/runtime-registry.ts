import { chatWidgetPageScript } from '#modules/chat-widget/page-script.ts';
import { platform as facebook } from '#modules/facebook-pixel/pixel.ts';
import { platform as reddit } from '#modules/reddit-pixel/pixel.ts';
import type { PixelPlatform } from '#modules/shared/pixel-base.ts';
import { platform as snapchat } from '#modules/snapchat-pixel/pixel.ts';
import { platform as tiktok } from '#modules/tiktok-pixel/pixel.ts';

/**
 * The runtime registry: what modules add to the published page's runtime script
 * (src/published/runtime.ts), which is plain script and cannot load the render registry (React).
 * A module appears here only when it has browser code outside its island; unit tests check these
 * lists against the render registry's facts.
 */

/** Every pixel module's base code, in the order they are injected and their events reported. */
export const PIXEL_PLATFORMS: readonly PixelPlatform[] = [facebook, tiktok, snapchat, reddit];

/** Modules' page scripts, run once when the runtime starts (before any island hydrates). */
export const PAGE_SCRIPTS: readonly ((doc: Document) => void)[] = [chatWidgetPageScript];
