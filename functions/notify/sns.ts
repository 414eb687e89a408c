import { type AwsResponse, awsRequest } from '#functions/data/aws-request.ts';
import type { Notifier } from '#functions/notify/message.ts';

/** Country code assumed for national (11-digit mainland China) mobile numbers. */
const NATIONAL_PREFIX = '+86';

/** SNS wants E.164: national numbers get the mainland China prefix. */
export function toE164(mobile: string): string {
  const value = mobile.trim();
  return value.startsWith('+') ? value : `${NATIONAL_PREFIX}${value}`;
}

/**
 * Amazon SNS direct publish to a phone number (transactional SMS): the Query API's Publish as one
 * signed request (functions/data/aws-request.ts, the SDK's retry rule) rather than the SDK's SNS
 * client, whose load a cold `codes` function paid before the member's code went out (BENCHMARKS
 * row 8). `endpoint` replaces SNS's regional address (tests).
 */
export function snsNotifier(options: { endpoint?: string } = {}): Notifier {
  return {
    async send(message) {
      const form = new URLSearchParams({
        Action: 'Publish',
        Version: '2010-03-31',
        PhoneNumber: toE164(message.to),
        Message: message.text,
        'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
        'MessageAttributes.entry.1.Value.DataType': 'String',
        'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
      });
      const answer = await awsRequest(
        {
          service: 'sns',
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: form.toString(),
          ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        },
        (response) => xmlField(response, 'Code'),
      );
      if (answer.status >= 300) {
        const error = new Error(xmlField(answer, 'Message') ?? `SNS Publish: HTTP ${answer.status}`);
        error.name = xmlField(answer, 'Code') ?? 'SNSError';
        throw error;
      }
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A field of the Query API's XML error (`<ErrorResponse><Error><Code>…`), entities decoded. */
function xmlField(answer: AwsResponse, name: 'Code' | 'Message'): string | undefined {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(answer.body.toString('utf8'))?.[1];
  return found?.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
}
