import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table. Items are addressed by pk/sk; gsi1 and gsi2 serve secondary look-ups.
 * cdk/ declares the same key schema for AWS; tests/cdk checks they agree.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

/**
 * Items that only matter until a moment (sessions, codes, captchas, counters, tickets, expired
 * orders) carry this attribute, in epoch seconds: DynamoDB's TTL deletes them on AWS (cdk enables
 * it on the table), and the local server's scheduled sweep does (dynalite has no TTL). Code still
 * checks expiry itself: TTL deletion may lag by days.
 */
export const TTL_ATTRIBUTE = 'ttl';

/** The TTL attribute's value for a moment in milliseconds. */
export const ttlSeconds = (ms: number): number => Math.ceil(ms / 1000);

export function createTableInput(tableName: string): CreateTableCommandInput {
  const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of TABLE_KEYS.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
