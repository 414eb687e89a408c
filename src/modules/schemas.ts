import * as divider from '#modules/divider/schema.ts';
import * as titleText from '#modules/title-text/schema.ts';
import type { ModuleDefinition, ModuleType } from '#modules/types.ts';

/** What validation and defaults need of a module type: its schema and props migrations, no React. */
export type ModuleSchemaEntry = Pick<ModuleDefinition, 'type' | 'schema' | 'version' | 'migrations'>;

type SchemaModule = Pick<ModuleDefinition, 'schema' | 'version' | 'migrations'>;

const entry = (type: ModuleType, module: SchemaModule): ModuleSchemaEntry => ({
  type,
  schema: module.schema,
  version: module.version,
  migrations: module.migrations,
});

/**
 * The schema-only registry: every module type's props contract, imported from the modules'
 * schema.ts files (never definition.ts), so the save handler's Lambda bundle and the builder's
 * document checks carry no render components. One line per module type, beside its line in
 * registry.ts; a unit test checks both hold the same schemas.
 */
export const SCHEMA_REGISTRY: Partial<Record<ModuleType, ModuleSchemaEntry>> = {
  divider: entry('divider', divider),
  'title-text': entry('title-text', titleText),
};
