import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { Lang, Localized } from '#core/i18n/lang.ts';
import type { ModuleType } from '#core/page/module-types.ts';

/** The module types live in the core (src/core/page/module-types.ts): page documents name them. */
export { MODULE_TYPES, type ModuleType } from '#core/page/module-types.ts';

/** Palette groups (spec section 2). */
export type ModuleGroup = 'basic' | 'business';

/** Where a module renders: the builder canvas, the preview, or a published page. */
export type RenderMode = 'builder' | 'preview' | 'published';

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
export type ModuleDefinition<S extends z.ZodType = z.ZodType> = {
  type: ModuleType;
  /** Props contract with defaults and the spec's validation messages (registered in both languages). */
  schema: S;
  /** Current props version; stored props of older versions pass through `migrations[v - 1]`… in order. */
  version: number;
  migrations: readonly PropsMigration[];
  /** The module as visitors see it (React; server-rendered on published pages). */
  Render: ComponentType<RenderProps<z.output<S>>>;
  /** Whether the published module needs JavaScript (hydrated lazily as an island); pixels and static blocks do not. */
  interactive: boolean;
};

export type SettingsFormProps<P> = {
  value: P;
  onChange: (next: P) => void;
  /** Field errors of the current value, keyed by dotted path, in the member's language. */
  errors: Record<string, string>;
  lang: Lang;
};

/** What the editor registry adds for one module type: palette entry and settings form (loaded on demand). */
export type ModuleEditor<P = unknown> = {
  type: ModuleType;
  group: ModuleGroup;
  title: Localized;
  /** Name of an icon of the builder's icon set. */
  icon: string;
  /** The settings panel, imported only when the member opens it (BENCHMARKS row 11). */
  loadForm: () => Promise<{ default: ComponentType<SettingsFormProps<P>> }>;
};
