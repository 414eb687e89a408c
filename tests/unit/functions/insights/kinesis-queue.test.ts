import { describe, expect, it } from 'vitest';
import { kinesisQueue } from '#functions/insights/kinesis-queue.ts';
import type { InsightRecord } from '#functions/insights/record.ts';
import { awsStandIn, expectSignedJsonCall } from '../../../helpers/aws-stand-in.ts';

/**
 * Collect's queue on AWS (functions/insights/kinesis-queue.ts): what a stand-in for Kinesis Data
 * Streams receives for one beacon (PutRecord of the JSON 1.1 protocol, signed for `kinesis`), and
 * how its refusals come back. Until session 16 the record went to an S3 address on AWS and no test
 * looked at the request.
 */
const aws = awsStandIn(
  { status: 200, body: '{"SequenceNumber":"1","ShardId":"shardId-0"}' },
  'application/x-amz-json-1.1',
);

const RECORD: InsightRecord = {
  v: 1,
  id: 'evt-0001-abcdef',
  page: 'p-123',
  owner: 'u-1',
  type: 'click',
  atMs: Date.UTC(2026, 10, 28, 9, 30),
  day: '2026-11-28',
  hour: '2026-11-28T09',
  visitor: 'AAAAAAAAAAAAAAAAAAAAAA',
  source: 'facebook',
  device: 'mobile',
  channel: 'whatsapp',
  module: 'm1',
  campaign: 'sale',
};

describe("collect's Kinesis queue", () => {
  it('puts one record per beacon: PutRecord, signed for kinesis, the page as partition key', async () => {
    await kinesisQueue('insights-stream', { endpoint: aws.endpoint }).send(RECORD);

    expect(aws.seen).toHaveLength(1);
    const request = expectSignedJsonCall(aws.seen[0], 'kinesis', 'Kinesis_20131202.PutRecord');
    const body = JSON.parse(request.body) as { StreamName: string; PartitionKey: string; Data: string };
    expect(Object.keys(body).sort()).toEqual(['Data', 'PartitionKey', 'StreamName']);
    expect(body.StreamName).toBe('insights-stream');
    expect(body.PartitionKey).toBe('p-123');
    expect(JSON.parse(Buffer.from(body.Data, 'base64').toString('utf8'))).toEqual(RECORD);
  });

  it("tries again when the shard's throughput is exceeded, as the SDK does", async () => {
    aws.answers.push({
      status: 400,
      body: '{"__type":"ProvisionedThroughputExceededException","message":"Rate exceeded for shard"}',
    });
    await kinesisQueue('insights-stream', { endpoint: aws.endpoint }).send(RECORD);
    expect(aws.seen).toHaveLength(2);
  });

  it("throws a refusal named by Kinesis's error type, without trying again", async () => {
    aws.answers.push({
      status: 400,
      body: '{"__type":"ResourceNotFoundException","message":"Stream insights-stream not found"}',
    });
    await expect(kinesisQueue('insights-stream', { endpoint: aws.endpoint }).send(RECORD)).rejects.toThrow(
      'Kinesis PutRecord: ResourceNotFoundException',
    );
    expect(aws.seen).toHaveLength(1);
  });
});
