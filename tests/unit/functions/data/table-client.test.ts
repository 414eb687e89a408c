import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAwsConnections } from '#functions/data/aws-request.ts';
import {
  ConditionalCheckFailedException,
  GetCommand,
  PutCommand,
  QueryCommand,
  TableError,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';

/** A stand-in for DynamoDB's JSON endpoint: answers what each test queues, records what it got. */
type Seen = { target: string; authorization: string; body: Record<string, unknown> };
let server: Server;
let answers: { status: number; body: unknown }[] = [];
let seen: Seen[] = [];
const saved = process.env.DYNAMODB_ENDPOINT;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Record<string, unknown>;
    seen.push({
      target: String(req.headers['x-amz-target']),
      authorization: String(req.headers.authorization),
      body,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${port}`;
  resetEnvForTests();
});

afterAll(async () => {
  resetAwsConnections();
  await new Promise((resolve) => server.close(resolve));
  if (saved === undefined) delete process.env.DYNAMODB_ENDPOINT;
  else process.env.DYNAMODB_ENDPOINT = saved;
  resetEnvForTests();
});

beforeEach(() => {
  answers = [];
  seen = [];
});

describe('the table client', () => {
  it('sends signed DynamoDB JSON with native values marshalled, and answers them unmarshalled', async () => {
    answers.push({
      status: 200,
      body: { Item: { pk: { S: 'USER#1' }, n: { N: '42' }, tags: { SS: ['a'] } } },
    });

    const answer = await tableClient().send(
      new GetCommand({ TableName: 't1', Key: { pk: 'USER#1', sk: 'PROFILE' } }),
    );

    expect(answer.Item).toEqual({ pk: 'USER#1', n: 42, tags: new Set(['a']) });
    expect(seen[0]?.target).toBe('DynamoDB_20120810.GetItem');
    expect(seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/dynamodb\/aws4_request/,
    );
    expect(seen[0]?.body).toEqual({ TableName: 't1', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } });
  });

  it('drops undefined values and marshalls expression values and start keys', async () => {
    answers.push({
      status: 200,
      body: { Items: [{ v: { BOOL: true } }], LastEvaluatedKey: { pk: { S: 'x' } } },
    });

    const answer = await tableClient().send(
      new QueryCommand({
        TableName: 't1',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USER#1' },
        ExclusiveStartKey: { pk: 'USER#0' },
      }),
    );
    await tableClient().send(new PutCommand({ TableName: 't1', Item: { pk: 'a', gone: undefined, n: 1 } }));

    expect(answer.Items).toEqual([{ v: true }]);
    expect(answer.LastEvaluatedKey).toEqual({ pk: 'x' });
    expect(seen[0]?.body.ExpressionAttributeValues).toEqual({ ':pk': { S: 'USER#1' } });
    expect(seen[0]?.body.ExclusiveStartKey).toEqual({ pk: { S: 'USER#0' } });
    expect(seen[1]?.body.Item).toEqual({ pk: { S: 'a' }, n: { N: '1' } });
  });

  it('sends bytes base64-encoded, nested too, and answers them as bytes', async () => {
    answers.push({
      status: 200,
      body: { Attributes: { sketch: { B: 'AQID' }, m: { M: { b: { B: 'BA==' } } } } },
    });

    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: 't1',
        Key: { pk: 'a' },
        UpdateExpression: 'SET sketch = :s, m = :m',
        ExpressionAttributeValues: { ':s': new Uint8Array([1, 2, 3]), ':m': { b: new Uint8Array([4]) } },
        ReturnValues: 'ALL_NEW',
      }),
    );

    expect(seen[0]?.body.ExpressionAttributeValues).toEqual({
      ':s': { B: 'AQID' },
      ':m': { M: { b: { B: 'BA==' } } },
    });
    expect(answer.Attributes).toEqual({ sketch: new Uint8Array([1, 2, 3]), m: { b: new Uint8Array([4]) } });
  });

  it('throws a failed condition as ConditionalCheckFailedException at once, without retrying', async () => {
    answers.push({
      status: 400,
      body: { __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'failed' },
    });

    const sent = tableClient().send(new PutCommand({ TableName: 't1', Item: { pk: 'a' } }));

    await expect(sent).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(seen).toHaveLength(1);
  });

  it('retries throttling and server errors, then answers', async () => {
    answers.push(
      {
        status: 400,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'slow down' },
      },
      {
        status: 500,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'oops' },
      },
      { status: 200, body: { Item: { pk: { S: 'a' } } } },
    );

    const answer = await tableClient().send(new GetCommand({ TableName: 't1', Key: { pk: 'a' } }));

    expect(answer.Item).toEqual({ pk: 'a' });
    expect(seen).toHaveLength(3);
  });

  it('names any other refusal as DynamoDB does and does not retry it', async () => {
    answers.push({
      status: 400,
      body: { __type: 'com.amazonaws.dynamodb.v20120810#ValidationException', message: 'bad key' },
    });

    const sent = tableClient().send(new GetCommand({ TableName: 't1', Key: { pk: 'a' } }));

    await expect(sent).rejects.toSatisfy(
      (error) =>
        error instanceof TableError && error.name === 'ValidationException' && error.message === 'bad key',
    );
    expect(seen).toHaveLength(1);
  });
});
