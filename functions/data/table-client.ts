import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, type NativeAttributeValue, unmarshall } from '@aws-sdk/util-dynamodb';
import { type AwsResponse, awsRequest } from '#functions/data/aws-request.ts';

/**
 * The repositories' DynamoDB client: the document client's commands and answers
 * (`@aws-sdk/lib-dynamodb`'s input and output types, native values marshalled with
 * `@aws-sdk/util-dynamodb` and the same options), sent as DynamoDB's JSON protocol over one signed
 * request (functions/data/aws-request.ts). Loading it costs a cold Lambda a few milliseconds where
 * the SDK's DynamoDB and document clients cost 150-400 ms (BENCHMARKS row 8). Only the operations
 * the repositories use exist; table creation (functions/data/bootstrap.ts) keeps the SDK.
 */

type Item = Record<string, NativeAttributeValue>;
// biome-ignore lint/suspicious/noExplicitAny: the wire shape is DynamoDB's JSON, checked by DynamoDB; the typed surface is the commands'.
type Wire = Record<string, any>;

const MARSHALL = { removeUndefinedValues: true, convertEmptyValues: false } as const;

/** A command: its operation, its input, and (by type only) its answer. */
export abstract class TableCommand<Input, Output> {
  abstract readonly operation: string;
  declare readonly output?: Output;
  readonly input: Input;
  constructor(input: Input) {
    this.input = input;
  }
}

export class GetCommand extends TableCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends TableCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends TableCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends TableCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends TableCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
export class ScanCommand extends TableCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}
export class BatchGetCommand extends TableCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends TableCommand<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
}

/** An error DynamoDB answered, named as DynamoDB names it (as the SDK's exceptions are). */
export class TableError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

/** A condition expression did not hold: nothing was written. */
export class ConditionalCheckFailedException extends TableError {}

/**
 * Whether a conditional write went through: false when its condition failed (the item was there
 * already, or was not, or another write came first), any other failure thrown.
 */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Binary values travel base64-encoded in DynamoDB's JSON (B, BS), nested at any depth in maps and
 * lists; marshall gives and unmarshall takes them as bytes.
 */
function binaryTo(value: Wire, encode: boolean): Wire {
  const convert = (bytes: unknown) =>
    encode
      ? Buffer.from(bytes as Uint8Array).toString('base64')
      : new Uint8Array(Buffer.from(bytes as string, 'base64'));
  const walk = (attribute: Wire): Wire => {
    if (attribute.B !== undefined) return { B: convert(attribute.B) };
    if (attribute.BS !== undefined) return { BS: (attribute.BS as unknown[]).map(convert) };
    if (attribute.M !== undefined) return { M: mapValues(attribute.M as Record<string, Wire>, walk) };
    if (attribute.L !== undefined) return { L: (attribute.L as Wire[]).map(walk) };
    return attribute;
  };
  return mapValues(value as Record<string, Wire>, walk);
}

const toWire = (value: Item): Wire => binaryTo(marshall(value, MARSHALL), true);
const fromWire = (value: Wire): Item => unmarshall(binaryTo(value, false));
const mapValues = <T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));

/** The input as DynamoDB takes it: keys, items and expression values marshalled. */
function marshallInput(operation: string, input: Wire): Wire {
  const out: Wire = { ...input };
  for (const field of ['Key', 'Item', 'ExclusiveStartKey', 'ExpressionAttributeValues'] as const) {
    if (input[field]) out[field] = toWire(input[field]);
  }
  if (operation === 'BatchGetItem') {
    out.RequestItems = mapValues(input.RequestItems as Record<string, Wire>, (request) => ({
      ...request,
      Keys: (request.Keys as Item[]).map(toWire),
    }));
  }
  if (operation === 'BatchWriteItem') {
    out.RequestItems = mapValues(input.RequestItems as Record<string, Wire[]>, (writes) =>
      writes.map((write) =>
        write.PutRequest
          ? { PutRequest: { Item: toWire(write.PutRequest.Item) } }
          : { DeleteRequest: { Key: toWire(write.DeleteRequest.Key) } },
      ),
    );
  }
  return out;
}

/** The answer as the document client gives it: items and keys as native values. */
function unmarshallOutput(output: Wire): Wire {
  const out: Wire = { ...output };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey'] as const) {
    if (output[field]) out[field] = fromWire(output[field]);
  }
  if (output.Items) out.Items = (output.Items as Wire[]).map(fromWire);
  if (output.Responses)
    out.Responses = mapValues(output.Responses as Record<string, Wire[]>, (items) => items.map(fromWire));
  if (output.UnprocessedKeys) {
    out.UnprocessedKeys = mapValues(output.UnprocessedKeys as Record<string, Wire>, (request) => ({
      ...request,
      Keys: (request.Keys as Wire[]).map(fromWire),
    }));
  }
  if (output.UnprocessedItems) {
    out.UnprocessedItems = mapValues(output.UnprocessedItems as Record<string, Wire[]>, (writes) =>
      writes.map((write) =>
        write.PutRequest
          ? { PutRequest: { Item: fromWire(write.PutRequest.Item) } }
          : { DeleteRequest: { Key: fromWire(write.DeleteRequest.Key) } },
      ),
    );
  }
  return out;
}

/** The error name of a DynamoDB answer: `__type` is `com.amazonaws.dynamodb.v20120810#Name`. */
function errorOf(response: AwsResponse): { name: string; message: string } {
  try {
    const body = JSON.parse(response.body.toString('utf8')) as {
      __type?: string;
      message?: string;
      Message?: string;
    };
    const name = body.__type?.split('#').pop();
    if (name) return { name, message: body.message ?? body.Message ?? name };
  } catch {
    // Not JSON (a proxy's page): named by its status below.
  }
  return { name: `HTTP${response.status}`, message: `DynamoDB answered HTTP ${response.status}` };
}

export type TableClient = {
  send<Input, Output>(command: TableCommand<Input, Output>): Promise<Output>;
};

const client: TableClient = {
  async send(command) {
    const response = await awsRequest(
      {
        service: 'dynamodb',
        method: 'POST',
        path: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${command.operation}`,
        },
        body: JSON.stringify(marshallInput(command.operation, command.input as Wire)),
      },
      (answer) => errorOf(answer).name,
    );
    if (response.status >= 400) {
      const { name, message } = errorOf(response);
      if (name === 'ConditionalCheckFailedException') {
        throw new ConditionalCheckFailedException(name, message, response.status);
      }
      throw new TableError(name, message, response.status);
    }
    const output = unmarshallOutput(JSON.parse(response.body.toString('utf8')) as Wire);
    return { ...output, $metadata: { httpStatusCode: response.status } } as never;
  },
};

/** The table client (stateless: connections are kept by functions/data/aws-request.ts). */
export function tableClient(): TableClient {
  return client;
}

/**
 * Every item of `itemKeys` that exists, read with BatchGetItem: 100 keys a request (DynamoDB's
 * limit), and the keys DynamoDB leaves unprocessed (throttling, 16 MB) asked again until none is
 * left. `read` is the rest of the table's request (projection, names, consistency).
 */
export async function batchGetAll(
  tableName: string,
  itemKeys: readonly Item[],
  read: Omit<NonNullable<BatchGetCommandInput['RequestItems']>[string], 'Keys'> = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < itemKeys.length; i += 100) {
    let pending: Item[] = itemKeys.slice(i, i + 100);
    while (pending.length > 0) {
      const answer = await client.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { ...read, Keys: pending } } }),
      );
      items.push(...((answer.Responses?.[tableName] ?? []) as Item[]));
      pending = (answer.UnprocessedKeys?.[tableName]?.Keys as Item[] | undefined) ?? [];
    }
  }
  return items;
}

/** Every item a Query finds, page after page (DynamoDB answers at most 1 MB a request). */
export async function queryAll(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((answer.Items ?? []) as Item[]));
    start = answer.LastEvaluatedKey;
  } while (start);
  return items;
}
