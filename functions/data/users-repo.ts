import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/** What the platform needs of a member to authenticate a request (the accounts capability owns the rest). */
export const memberSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string().default(''),
  avatar: z.string().default(''),
  /** 'enable' or 'disable'; disabled members are treated as logged out. */
  status: z.enum(['enable', 'disable']).default('enable'),
});
export type Member = z.infer<typeof memberSchema>;

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

export async function getMember(id: string): Promise<Member | null> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: userKey(id) }),
  );
  return answer.Item ? memberSchema.parse(answer.Item) : null;
}
