import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import { BatchWriteCommand, ScanCommand, tableClient } from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Deletes the items whose TTL attribute is in the past: what DynamoDB's TTL does on AWS, for the
 * local server (dynalite has none). A scan: fine for a local data folder, never run on AWS.
 * Answers how many items it deleted.
 */
export async function sweepExpired(nowMs: number): Promise<number> {
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await tableClient().send(
      new ScanCommand({
        TableName: env().TABLE_NAME,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': ttlSeconds(nowMs) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk }));
    // BatchWriteItem takes 25 requests at a time; unprocessed ones are sent again.
    for (let i = 0; i < keys.length; i += 25) {
      let requests: Record<string, unknown>[] = keys
        .slice(i, i + 25)
        .map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length > 0) {
        const answer = await tableClient().send(
          new BatchWriteCommand({ RequestItems: { [env().TABLE_NAME]: requests as never } }),
        );
        requests =
          (answer.UnprocessedItems?.[env().TABLE_NAME] as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    deleted += keys.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}
