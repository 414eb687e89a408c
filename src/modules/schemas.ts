import type { ModuleDefinition, ModuleType } from '#modules/types.ts';

/** What validation and defaults need of a module type: its schema and props migrations, no React. */
export type ModuleSchemaEntry = Pick<ModuleDefinition, 'type' | 'schema' | 'version' | 'migrations'>;

/**
 * The schema-only registry: every module type's props contract, imported from the modules'
 * schema.ts files (never definition.ts), so the save handler's Lambda bundle and the builder's
 * document checks carry no render components. A unit test checks it holds the same schemas as
 * the render registry.
 */
export const SCHEMA_REGISTRY: Partial<Record<ModuleType, ModuleSchemaEntry>> = {};
