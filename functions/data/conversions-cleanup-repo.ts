import { conversionLogPrefix, conversionSettingsPrefix, memberPartition } from '#functions/data/keys.ts';
import { DeleteCommand, queryAll, tableClient } from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Deleting a page's server-side conversion items (functions/data/conversions-repo.ts): apart from
 * that repository so that the page centre's delete, which several bundles carry, brings no contract
 * of conversions with it (BENCHMARKS row 8).
 */
const table = () => env().TABLE_NAME;

/** Deletes a page's server-side settings (sealed tokens) and delivery histories (the page is deleted). */
export async function deleteConversionItems(userId: string, pageId: string): Promise<void> {
  for (const prefix of [conversionSettingsPrefix(pageId), conversionLogPrefix(pageId)]) {
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': prefix },
      ProjectionExpression: 'pk, sk',
    });
    for (const item of items)
      await tableClient().send(new DeleteCommand({ TableName: table(), Key: { pk: item.pk, sk: item.sk } }));
  }
}
