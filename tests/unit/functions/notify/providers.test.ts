import { describe, expect, it } from 'vitest';
import { awsEndpoint } from '#functions/data/aws-request.ts';
import { sesNotifier } from '#functions/notify/ses.ts';
import { snsNotifier } from '#functions/notify/sns.ts';
import { awsStandIn } from '../../../helpers/aws-stand-in.ts';

/**
 * SES's and SNS's sends as signed requests (functions/notify/ses.ts, sns.ts): what a stand-in for
 * the service receives, and how its refusals come back (named by the service's error code, as
 * the SDK's errors were: codes.ts logs the name and message of a failed delivery).
 */
const aws = awsStandIn({ status: 200, body: '{}' });

const EMAIL = {
  channel: 'email',
  to: 'member@example.com',
  subject: 'Your code',
  text: 'Code 123456',
} as const;
const SMS = { channel: 'sms', to: '13800138000', subject: '', text: 'Code 654321' } as const;

describe('the SES notifier', () => {
  it("posts SES v2's SendEmail, signed for ses", async () => {
    aws.answers.push({ status: 200, body: '{"MessageId":"m1"}' });
    await sesNotifier({ from: 'no-reply@example.com', endpoint: aws.endpoint }).send(EMAIL);

    expect(aws.seen).toHaveLength(1);
    expect(aws.seen[0]?.method).toBe('POST');
    expect(aws.seen[0]?.path).toBe('/v2/email/outbound-emails');
    expect(aws.seen[0]?.contentType).toBe('application/json');
    expect(aws.seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/ses\/aws4_request/,
    );
    expect(JSON.parse(aws.seen[0]?.body ?? '')).toEqual({
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['member@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your code', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Code 123456', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it("throws SES's refusal named by its error type, without trying again", async () => {
    aws.answers.push({
      status: 400,
      headers: {
        'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/',
      },
      body: '{"message":"Email address is not verified."}',
    });
    await expect(
      sesNotifier({ from: 'no-reply@example.com', endpoint: aws.endpoint }).send(EMAIL),
    ).rejects.toMatchObject({
      name: 'MessageRejected',
      message: 'Email address is not verified.',
    });
    expect(aws.seen).toHaveLength(1);
  });
});

describe('the SNS notifier', () => {
  it('publishes a transactional SMS to the E.164 number, signed for sns', async () => {
    aws.answers.push({
      status: 200,
      body: '<PublishResponse><PublishResult><MessageId>m</MessageId></PublishResult></PublishResponse>',
    });
    await snsNotifier({ endpoint: aws.endpoint }).send(SMS);

    expect(aws.seen).toHaveLength(1);
    expect(aws.seen[0]?.method).toBe('POST');
    expect(aws.seen[0]?.path).toBe('/');
    expect(aws.seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/sns\/aws4_request/,
    );
    expect(Object.fromEntries(new URLSearchParams(aws.seen[0]?.body))).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+8613800138000',
      Message: 'Code 654321',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
  });

  it("tries again when throttled, and throws a refusal named by the answer's code", async () => {
    const error = (code: string, message: string) =>
      `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error></ErrorResponse>`;
    aws.answers.push(
      { status: 400, body: error('Throttling', 'Rate exceeded') },
      { status: 200, body: '<PublishResponse/>' },
    );
    await snsNotifier({ endpoint: aws.endpoint }).send(SMS);
    expect(aws.seen).toHaveLength(2);

    aws.seen.length = 0;
    aws.answers.push({
      status: 400,
      body: error('InvalidParameter', 'Invalid parameter: PhoneNumber &lt;x&gt;'),
    });
    await expect(snsNotifier({ endpoint: aws.endpoint }).send(SMS)).rejects.toMatchObject({
      name: 'InvalidParameter',
      message: 'Invalid parameter: PhoneNumber <x>',
    });
    expect(aws.seen).toHaveLength(1);
  });
});

describe("the services' addresses on AWS", () => {
  it('names each regional endpoint (S3 by its bucket, SES v2 as email)', () => {
    expect(awsEndpoint('dynamodb', 'ap-east-1')).toBe('https://dynamodb.ap-east-1.amazonaws.com');
    expect(awsEndpoint('s3', 'ap-east-1', 'site-bucket')).toBe(
      'https://site-bucket.s3.ap-east-1.amazonaws.com',
    );
    expect(awsEndpoint('kinesis', 'ap-east-1')).toBe('https://kinesis.ap-east-1.amazonaws.com');
    expect(awsEndpoint('ses', 'ap-east-1')).toBe('https://email.ap-east-1.amazonaws.com');
    expect(awsEndpoint('sns', 'ap-east-1')).toBe('https://sns.ap-east-1.amazonaws.com');
  });
});
