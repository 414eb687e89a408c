import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { ConversionSettingsData } from '#core/contracts/conversions.ts';
import type { Lang, Localized } from '#core/i18n/lang.ts';
import type { ModuleType } from '#core/page/module-types.ts';
import type { BrandKey } from '#modules/shared/brands.ts';
import type { PixelPlatform } from '#modules/shared/pixel-base.ts';

/** The module types live in the core (src/core/page/module-types.ts): page documents name them. */
export { MODULE_TYPES, type ModuleType } from '#core/page/module-types.ts';

/** Palette groups (spec section 2). */
export type ModuleGroup = 'basic' | 'business';

/**
 * Where a module renders: the builder canvas, or a page rendered by the publishing path (published,
 * or previewed: functions/publish/preview.ts renders the preview as the published page).
 */
export type RenderMode = 'builder' | 'published';

/** One step upgrading stored props from version n to n + 1 (raw data, before the schema parses it). */
export type PropsMigration = (props: Record<string, unknown>) => Record<string, unknown>;

export type RenderProps<P> = {
  props: P;
  mode: RenderMode;
  lang: Lang;
};

/**
 * What the render registry holds for one module type: everything published pages and the builder
 * preview need, and nothing editor-only. Parsing `{}` with `schema` gives the defaults.
 */
export interface ModuleDefinition<S extends z.ZodMiniType = z.ZodMiniType>
  extends PublishedFacts<z.output<S>> {
  type: ModuleType;
  /** Props contract with defaults and the spec's validation messages (registered in both languages). */
  schema: S;
  /** Current props version; stored props of older versions pass through `migrations[v - 1]`… in order. */
  version: number;
  migrations: readonly PropsMigration[];
  /** The module as visitors see it (React; server-rendered on published pages). */
  Render: ComponentType<RenderProps<z.output<S>>>;
  /** The fields that still hold the module's example content (see SampleField); absent: none. */
  samples?: SampleFields;
}

/**
 * A field whose default is only an example (a phone number, an address, a heading the member did
 * not type): it starts empty, forms and the canvas show the example as a greyed hint, and the page
 * cannot be published until the member fills it in.
 */
export type SampleField = {
  /** Dotted path of the field in the props, as field errors name it ("channels.0.value"). */
  path: string;
  /** The field as the problems list names it ("WhatsApp number"). */
  name: Localized;
  /** Values that also count as the untouched example (what earlier versions stored as the default). */
  examples?: readonly string[];
};

/**
 * Which of a module's sample fields apply to these props (e.g. only while the first channel is a
 * WhatsApp one). It gets the props as stored with defaults filled in (a draft may be incomplete).
 */
export type SampleFields = (props: Readonly<Record<string, unknown>>) => readonly SampleField[];

/** Origins a module instance adds to its published page's Content-Security-Policy. */
export type CspAdditions = {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  worker?: readonly string[];
};

/**
 * What the published page (src/published) and its Content-Security-Policy need to know of one
 * module instance besides its markup, typed by the module's own props. Every fact is optional:
 * absent means "no" (static HTML in place, no runtime, no icons, no origins, no pixel). The
 * renderer only loops over these; it never asks which module it holds.
 */
export interface PublishedFacts<P> {
  /**
   * Whether this instance is hydrated as a React island, on the visitor's first interaction with
   * it (client:interaction). A module that may hydrate is also on the island list,
   * src/modules/Islands.astro (Astro needs one static import per island component).
   */
  island?(props: P): boolean;
  /** Pinned by the page CSS (position: sticky) at the page's start or end instead of its place; null: in place. */
  placement?(props: P): 'top' | 'bottom' | null;
  /**
   * Floats over the page (position: fixed) near this edge of the screen; null: not floating. A
   * module floating at the bottom adds `var(--lp-edge-bottom, 0px)` to its offset: the height of
   * what is pinned at the page's end (placement 'bottom'), published by the page frame (preview too).
   */
  floating?(props: P): 'top' | 'bottom' | null;
  /** Whether the page runtime script must run for it (click tracking, timers before hydration). */
  runtime?(props: P): boolean;
  /** The brand icons it may draw (BrandIcon names; the page's sprite holds these and no others). */
  icons?(props: P): readonly string[];
  /** Origins it loads from or connects to (besides the page's own). */
  csp?(props: P): CspAdditions;
  /** A pixel module's base code: its platform (its folder's pixel.ts; the base code is base-code.ts) and settings (shared/pixel-kit.ts). */
  pixel?: PixelFacts<P>;
}

/** What a pixel module tells the page runtime: its platform, ids, page view and on-load event. */
export type PixelFacts<P> = {
  platform: PixelPlatform;
  ids(props: P): readonly string[];
  pageView(props: P): boolean;
  onLoad(props: P): { enabled: boolean; eventType: string; customEventName: string };
};

/** Everything the save handler and publishing do to a module's stored props (server side, raw props). */
export type ModuleServer = {
  /**
   * Rewrites stored props before they are saved or published, e.g. rich text's sanitising. It gets
   * the props as stored (a draft may be incomplete, so not parsed) and answers them rewritten.
   */
  normalize(props: Readonly<Record<string, unknown>>): Record<string, unknown>;
};

export type SettingsFormProps<P> = {
  value: P;
  /**
   * The form's next value. `typed`: a key in a text control that shows its own text (controls.tsx
   * TextField, TextArea), so the form may render after the frame showing the character.
   */
  onChange: (next: P, typed?: boolean) => void;
  /** Field errors of the current value, keyed by dotted path, in the member's language. */
  errors: Record<string, string>;
  /** The member's language. */
  lang: Lang;
  /** What the builder lends the form (modules never import the app). */
  services: FormServices;
};

/** An image upload's answer: the stored file's site path, or the refusal to show (null: it failed). */
export type ImageUploadResult = { ok: true; url: string } | { ok: false; message: string | null };

export type ImageFieldProps = {
  /** The image's site path or URL ('' for none). */
  value: string;
  /** Called with the stored file's site path after an upload, or '' after "Remove". */
  onChange: (url: string) => void;
  label: string;
  hint?: string;
  /** Hide "Remove" for images that are required. */
  removable?: boolean;
};

/** What the builder gives every settings form, so that forms never import the app. */
export type FormServices = {
  /** Stores an image file picked in the form (the builder's upload API, the member's session). */
  uploadImage: (file: File) => Promise<ImageUploadResult>;
  /** The builder's image field (preview, upload, replace, remove; drop a file), storing with uploadImage. */
  ImageField: ComponentType<ImageFieldProps>;
  /** The module instance's server-side events settings (pixel modules; absent outside the builder). */
  serverEvents?: ServerEventsPort;
};

/**
 * A pixel module's "Server-side events" settings and diagnostics (issue 15), bound by the builder
 * to the page and the module instance. Each call answers the settings as they are now, or null when
 * the server refused (the app has shown why, with the plan's buy link where one is needed).
 */
export type ServerEventsPort = {
  load(): Promise<ConversionSettingsData>;
  /** Sets or replaces (a string) or removes (null) one pixel id's token. */
  setToken(pixel: string, token: string | null): Promise<ConversionSettingsData | null>;
  setOptions(
    pixel: string,
    options: { testEventCode: string; pageViews: boolean },
  ): Promise<ConversionSettingsData | null>;
  /** Asks the member to confirm (the builder's dialog). */
  confirm(request: { title: string; message: string; confirmLabel: string }): Promise<boolean>;
};

/** One SVG shape of a palette icon: its element and attributes (drawn with a 2px round stroke). */
export type IconShape = readonly ['path' | 'rect' | 'circle', Readonly<Record<string, string | number>>];

export type PaletteIcon = { brand: BrandKey } | { shapes: readonly IconShape[] };

/** What the editor registry adds for one module type: palette entry and settings form (loaded on demand). */
export type ModuleEditor<P = unknown> = {
  type: ModuleType;
  group: ModuleGroup;
  title: Localized;
  /** The palette's icon: a brand mark (the builder's brand sprite), or stroke shapes in a 24×24 box. */
  icon: PaletteIcon;
  /** The settings panel, imported only when the member opens it (BENCHMARKS row 11). */
  loadForm: () => Promise<{ default: ComponentType<SettingsFormProps<P>> }>;
};
