import * as z from 'zod/mini';
import { MENU_TYPES, RULE_EXTENDS, RULE_TYPES } from '#core/contracts/rules.ts';
import type { SiteConfig } from '#core/contracts/site-config.ts';
import type { Localized } from '#core/i18n/lang.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { keys } from '#functions/data/keys.ts';
import {
  ConditionalCheckFailedException,
  conditionally,
  GetCommand,
  PutCommand,
  tableClient,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/** A rule entry as stored: titles in both languages; answers are localised per request. */
export type StoredRule = {
  id: number;
  name: string;
  title: Localized;
  path: string;
  icon: string;
  type: (typeof RULE_TYPES)[number];
  menu_type: (typeof MENU_TYPES)[number] | '';
  url: string;
  extend: (typeof RULE_EXTENDS)[number];
  children: StoredRule[];
};

/** On `zod/mini`: the start-up and login-screen calls read the trees on a cold start. */
const storedRuleSchema = onFirstUse(
  (): z.ZodMiniType<StoredRule> =>
    z.lazy(() =>
      z.object({
        id: z.int(),
        name: z.string(),
        title: z.object({ en: z.string(), 'zh-cn': z.string() }),
        path: z.string(),
        icon: z.string(),
        type: z.enum(RULE_TYPES),
        menu_type: z.union([z.enum(MENU_TYPES), z.literal('')]),
        url: z.string(),
        extend: z.enum(RULE_EXTENDS),
        children: z.array(storedRuleSchema()),
      }),
    ),
);

export const ruleTreesSchema = onFirstUse(() =>
  z.object({
    rules: z.array(storedRuleSchema()),
    menus: z.array(storedRuleSchema()),
    manages: z.array(storedRuleSchema()),
  }),
);
export type RuleTrees = z.infer<ReturnType<typeof ruleTreesSchema>>;

/** Stored documents carry a schema version; migrations upgrade older ones on read, in order. */
const SITE_CONFIG_SCHEMA_VERSION = 1;
const siteConfigMigrations: ReadonlyArray<(doc: Record<string, unknown>) => Record<string, unknown>> = [];

const KEYS = {
  config: keys.siteConfig(),
  rules: keys.siteRules(),
} as const;

export type Versioned<T> = { doc: T; version: number };

/** Raised when a save lost the race with a newer one: reload and apply the change again. */
export class StaleWriteError extends Error {
  constructor() {
    super('The site configuration was changed by someone else; reload and try again.');
    this.name = 'StaleWriteError';
  }
}

/**
 * The configuration's schema (with the pay settings' and the menus'), loaded with the first read or
 * write: a cold start whose first request does not touch the configuration builds none of it.
 */
const siteConfigSchema = async () => (await import('#core/contracts/site-config.ts')).siteConfigSchema;

async function migrateSiteConfig(
  raw: Record<string, unknown>,
  fromVersion: number,
  schema: ReturnType<typeof siteConfigSchema> = siteConfigSchema(),
): Promise<SiteConfig> {
  let doc = raw;
  for (const migrate of siteConfigMigrations.slice(fromVersion - 1)) doc = migrate(doc);
  return (await schema).parse(doc);
}

export async function getSiteConfig(): Promise<Versioned<SiteConfig> | null> {
  const read = tableClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: KEYS.config, ConsistentRead: true }),
  );
  // The schema loads while the item is on its way (on a cold start, a chunk to read and compile).
  const schema = siteConfigSchema();
  schema.catch(() => undefined);
  const answer = await read;
  if (!answer.Item) return null;
  const item = answer.Item as { doc: Record<string, unknown>; schemaVersion?: number; version: number };
  return { doc: await migrateSiteConfig(item.doc, item.schemaVersion ?? 1, schema), version: item.version };
}

/**
 * Writes the configuration if the stored version is still `expectedVersion` (0: none stored yet).
 * Answers the new version.
 */
export async function putSiteConfig(
  config: SiteConfig,
  expectedVersion: number,
  nowMs: number,
): Promise<number> {
  const doc = (await siteConfigSchema()).parse(config);
  const version = expectedVersion + 1;
  try {
    await tableClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: { ...KEYS.config, doc, schemaVersion: SITE_CONFIG_SCHEMA_VERSION, version, updatedAt: nowMs },
        ...(expectedVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': expectedVersion },
            }),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
  return version;
}

export async function getRuleTrees(): Promise<RuleTrees | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: KEYS.rules, ConsistentRead: true }),
  );
  if (!answer.Item) return null;
  return ruleTreesSchema().parse((answer.Item as { doc: unknown }).doc);
}

/** Stores the rule trees unless some are stored already. Answers whether it wrote. */
export async function seedRuleTrees(trees: RuleTrees, nowMs: number): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: { ...KEYS.rules, doc: ruleTreesSchema().parse(trees), version: 1, updatedAt: nowMs },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}
