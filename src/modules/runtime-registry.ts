import { chatWidgetPageScript } from '#modules/chat-widget/page-script.ts';
import { baseCode as facebook } from '#modules/facebook-pixel/base-code.ts';
import { baseCode as reddit } from '#modules/reddit-pixel/base-code.ts';
import type { PixelBaseCode } from '#modules/shared/pixel-base.ts';
import { baseCode as snapchat } from '#modules/snapchat-pixel/base-code.ts';
import { baseCode as tiktok } from '#modules/tiktok-pixel/base-code.ts';

/**
 * The runtime registry: what modules add to the published page's runtime script
 * (src/published/runtime.ts), which is plain script and cannot load the render registry (React).
 * A module appears here only when it has browser code outside its island; unit tests check these
 * lists against the render registry's facts.
 */

/** Every pixel module's base code, in the order they are injected and their events reported. */
export const PIXEL_BASE_CODES: readonly PixelBaseCode[] = [facebook, tiktok, snapchat, reddit];

/** Modules' page scripts, run once when the runtime starts (before any island hydrates). */
export const PAGE_SCRIPTS: readonly ((doc: Document) => void)[] = [chatWidgetPageScript];
