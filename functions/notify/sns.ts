import type { SNSClient } from '@aws-sdk/client-sns';
import type { Notifier } from '#functions/notify/message.ts';

/** Country code assumed for national (11-digit mainland China) mobile numbers. */
const NATIONAL_PREFIX = '+86';

/** SNS wants E.164: national numbers get the mainland China prefix. */
export function toE164(mobile: string): string {
  const value = mobile.trim();
  return value.startsWith('+') ? value : `${NATIONAL_PREFIX}${value}`;
}

/**
 * Amazon SNS direct publish to a phone number (transactional SMS). The SDK is loaded on first
 * send, so other bundles do not carry it.
 */
export function snsNotifier(options: { region: string }): Notifier {
  let client: SNSClient | undefined;
  return {
    async send(message) {
      const { SNSClient, PublishCommand } = await import('@aws-sdk/client-sns');
      client ??= new SNSClient({ region: options.region });
      await client.send(
        new PublishCommand({
          PhoneNumber: toE164(message.to),
          Message: message.text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
    },
  };
}
