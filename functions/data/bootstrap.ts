import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { dynamoClient } from '#functions/data/dynamo-client.ts';
import { s3Client } from '#functions/data/s3-client.ts';
import { getSiteConfig, putSiteConfig, StaleWriteError, seedRuleTrees } from '#functions/data/site-repo.ts';
import { createTableInput } from '#functions/data/table.ts';
import { env } from '#functions/platform/env.ts';
import { DEFAULT_SITE_CONFIG } from '#functions/site/default-config.ts';
import { DEFAULT_MANAGES, DEFAULT_PUBLIC_RULES, DEFAULT_USER_MENUS } from '#functions/site/default-rules.ts';

/** Creates the table if it is missing and waits until it is active. */
export async function ensureTable(): Promise<boolean> {
  const name = env().TABLE_NAME;
  try {
    await dynamoClient().send(new DescribeTableCommand({ TableName: name }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await dynamoClient().send(new CreateTableCommand(createTableInput(name)));
  for (let attempt = 0; attempt < 100; attempt++) {
    const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: name }));
    if (Table?.TableStatus === 'ACTIVE') return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Table ${name} did not become active`);
}

/** Creates a bucket if it is missing. */
export async function ensureBucket(bucket: string): Promise<boolean> {
  try {
    await (await s3Client()).send(new HeadBucketCommand({ Bucket: bucket }));
    return false;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw error;
  }
  await (await s3Client()).send(new CreateBucketCommand({ Bucket: bucket }));
  return true;
}

/** Seeds the default site configuration and rule trees where none are stored. Idempotent. */
export async function seedDefaults(nowMs: number): Promise<{ config: boolean; rules: boolean }> {
  let config = false;
  if (!(await getSiteConfig())) {
    try {
      await putSiteConfig(DEFAULT_SITE_CONFIG, 0, nowMs);
      config = true;
    } catch (error) {
      // Another process seeded it first: its copy stands.
      if (!(error instanceof StaleWriteError)) throw error;
    }
  }
  const rules = await seedRuleTrees(
    { rules: DEFAULT_PUBLIC_RULES, menus: DEFAULT_USER_MENUS, manages: DEFAULT_MANAGES },
    nowMs,
  );
  return { config, rules };
}

/** Local first start: table, buckets and seed data. On AWS, CDK creates table and buckets. */
export async function bootstrapStores(nowMs = Date.now()): Promise<void> {
  const { UPLOADS_BUCKET, SITE_BUCKET } = env();
  await ensureTable();
  await ensureBucket(UPLOADS_BUCKET);
  await ensureBucket(SITE_BUCKET);
  await seedDefaults(nowMs);
}
